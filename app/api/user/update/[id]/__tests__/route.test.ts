import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PUT } from "@/app/api/user/update/[id]/route";
import { GET as home } from "@/app/api/user/home/route";
import { mailsTo } from "@/scripts/stand-ins/mailbox";
import { sessionCookieOf, useTemporaryOutbox } from "@/test/account-helpers";
import { verifyPassword } from "@/lib/accounts";
import { User, type UserDoc } from "@/test/models";
import { resetDatabase, routeContext } from "@/test/db-helpers";
import { authedRequest, sessionCookieFor, userWithSession } from "@/test/session-helpers";

const outbox = useTemporaryOutbox();
process.env.UPLOAD_DIR = path.join(outbox, "uploads");

const update = (id: string, cookie: string, json: unknown) =>
  PUT(authedRequest(`/api/user/update/${id}`, cookie, { method: "PUT", json }), routeContext({ id }));
const homeWith = (cookie: string) =>
  home(new Request("http://localhost/api/user/home", { headers: { cookie } }), routeContext({}));

beforeAll(resetDatabase);

describe("PUT /api/user/update/{id}", () => {
  it("updates the user's own name and phone, leaving empty fields and the e-mail alone", async () => {
    const { user, cookie } = await userWithSession({ name: "Anil Sahu" });
    const response = await update(String(user._id), cookie, {
      name: "Anil Kumar Sahu",
      phone: "98765 43210",
      password: "",
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Profile updated successfully",
      user: { name: "Anil Kumar Sahu", phone: "9876543210", email: user.email },
    });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await homeWith(cookie)).status).toBe(200);
  });

  it("keeps the account's language for what the site sends it, and refuses a language the site lacks", async () => {
    const { user, cookie } = await userWithSession();
    const id = String(user._id);
    const saved = await update(id, cookie, { language: "or" });
    expect(saved.status).toBe(200);
    expect((await saved.json()).user).toMatchObject({ language: "or", name: user.name });
    expect((await User.findById(user._id).lean())!.language).toBe("or");

    const refused = await update(id, cookie, { language: "xx" });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.message).toMatch(/language/i);
    expect(Object.keys(body.errors)).toEqual(["language"]);
    expect((await User.findById(user._id).lean())!.language).toBe("or");
    expect((await (await homeWith(cookie)).json()).user.language).toBe("or");
  });

  it("answers 403 for another user's id and changes nothing; admins may update anyone", async () => {
    const { user: other } = await userWithSession({ name: "Other Person" });
    const { cookie } = await userWithSession();
    const refused = await update(String(other._id), cookie, { name: "Hijacked" });
    expect(refused.status).toBe(403);
    expect((await User.findById(other._id).lean())!.name).toBe("Other Person");

    const { cookie: adminCookie } = await userWithSession({ role: "admin" });
    const allowed = await update(String(other._id), adminCookie, { name: "Renamed By Admin" });
    expect(allowed.status).toBe(200);
    expect((await User.findById(other._id).lean())!.name).toBe("Renamed By Admin");
  });

  it("changes the password, ends other sessions, keeps this browser signed in, and mails a notice", async () => {
    const { user, cookie } = await userWithSession({ password: "first-pass" });
    const { cookie: otherDevice } = { cookie };
    const response = await update(String(user._id), cookie, { password: "second-pass", currentPassword: "first-pass" });
    expect(response.status).toBe(200);
    const fresh = sessionCookieOf(response);
    expect(fresh).toMatch(/session-token=/);

    expect((await homeWith(otherDevice)).status).toBe(401);
    expect((await homeWith(fresh)).status).toBe(200);
    const stored = await User.findById(user._id).select("+passwordHash").lean();
    expect(await verifyPassword(stored!.passwordHash, "second-pass")).toBe(true);
    expect((await mailsTo(outbox, user.email)).map((m) => m.subject)).toContain(
      "Your Odisha Homes password was changed",
    );
  });

  it("needs the current password to set a new one, and counts wrong answers like failed sign-ins", async () => {
    const { user, cookie } = await userWithSession({ password: "first-pass" });
    const id = String(user._id);
    const missing = await update(id, cookie, { password: "second-pass" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({
      currentPassword: "Please enter your current password to set a new one.",
    });
    const wrong = await update(id, cookie, { password: "second-pass", currentPassword: "not-my-pass" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Your current password is not correct.");
    const stored = await User.findById(id).select("+passwordHash").lean();
    expect(await verifyPassword(stored!.passwordHash, "first-pass")).toBe(true);
    expect((await homeWith(cookie)).status).toBe(200);

    for (let i = 0; i < 4; i++) await update(id, cookie, { password: "second-pass", currentPassword: `guess-${i}` });
    const limited = await update(id, cookie, { password: "second-pass", currentPassword: "first-pass" });
    expect(limited.status).toBe(429);
  });

  it("lets an account without a password (Google only) set its first one without a current password", async () => {
    const created = await User.create({ name: "Google Person", email: "g-only@example.in", googleId: "g-123" });
    const cookie = await sessionCookieFor(created.toObject() as UserDoc);
    const response = await update(String(created._id), cookie, { password: "Chilika#Lake5" });
    expect(response.status).toBe(200);
    const stored = await User.findById(created._id).select("+passwordHash").lean();
    expect(await verifyPassword(stored!.passwordHash, "Chilika#Lake5")).toBe(true);
  });

  it("refuses a common password with a clear message, and admins cannot set another user's password", async () => {
    const { user, cookie } = await userWithSession({ password: "first-pass" });
    const common = await update(String(user._id), cookie, { password: "iloveyou1", currentPassword: "first-pass" });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      message: "This password is too common and easy to guess. Please choose a different one.",
      errors: { password: "This password is too common and easy to guess. Please choose a different one." },
    });
    const { cookie: adminCookie } = await userWithSession({ role: "admin" });
    expect((await update(String(user._id), adminCookie, { password: "Admin-Chose-1" })).status).toBe(403);
    const stored = await User.findById(user._id).select("+passwordHash").lean();
    expect(await verifyPassword(stored!.passwordHash, "first-pass")).toBe(true);
  });

  it("deletes the replaced picture from storage", async () => {
    const { user, cookie } = await userWithSession();
    const jpeg = await readFile(path.join(process.cwd(), "public/images/listings/apartment-1.jpg"));
    const upload = async () => {
      const form = new FormData();
      form.set("picture", new File([jpeg], "me.jpg", { type: "image/jpeg" }));
      const response = await PUT(
        authedRequest(`/api/user/update/${user._id}`, cookie, { method: "PUT", body: form }),
        routeContext({ id: String(user._id) }),
      );
      return (await response.json()).user.picture as string;
    };
    const stored = (url: string) => path.join(process.env.UPLOAD_DIR!, url.replace("/uploads/", ""));
    const first = await upload();
    expect(existsSync(stored(first))).toBe(true);
    const second = await upload();
    expect(second).not.toBe(first);
    expect(existsSync(stored(second))).toBe(true);
    expect(existsSync(stored(first))).toBe(false);
  });

  it("stores an uploaded picture and refuses a file that is not an image", async () => {
    const { user, cookie } = await userWithSession();
    const jpeg = await readFile(path.join(process.cwd(), "public/images/listings/apartment-1.jpg"));
    const form = new FormData();
    form.set("name", "With Picture");
    form.set("picture", new File([jpeg], "me.jpg", { type: "image/jpeg" }));
    const response = await PUT(
      authedRequest(`/api/user/update/${user._id}`, cookie, { method: "PUT", body: form }),
      routeContext({ id: String(user._id) }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.picture).toMatch(/^\/uploads\/profile\/[a-f0-9-]{36}\.jpg$/);

    const fake = new FormData();
    fake.set("picture", new File(["<script>alert(1)</script>"], "me.jpg", { type: "image/jpeg" }));
    const refused = await PUT(
      authedRequest(`/api/user/update/${user._id}`, cookie, { method: "PUT", body: fake }),
      routeContext({ id: String(user._id) }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/not a JPEG, PNG, GIF or WebP image/);
  });

  it("refuses signed-out callers, bad ids, bad values and injection-shaped bodies", async () => {
    const { user, cookie } = await userWithSession();
    const id = String(user._id);
    expect(
      (
        await PUT(
          authedRequest(`/api/user/update/${id}`, "", { method: "PUT", json: { name: "X" } }),
          routeContext({ id }),
        )
      ).status,
    ).toBe(401);
    expect((await update("not-an-id", cookie, { name: "X" })).status).toBe(404);
    for (const json of [
      { name: { $gt: "" } },
      { phone: "12345" },
      { email: "new@example.in" },
      { role: "admin" },
      { password: "short" },
      { picture: "https://evil.example/x.png" },
    ]) {
      expect((await update(id, cookie, json)).status).toBe(400);
    }
    const stored = await User.findById(id).lean();
    expect(stored!.role).toBe("user");
    expect(stored!.email).toBe(user.email);
  });
});
