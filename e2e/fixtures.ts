import { randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import mongoose from "mongoose";
import { hashPassword } from "@/lib/accounts/password";
import { User } from "@/models/User";

/**
 * Fixtures for journeys that need accounts or want to check what was stored. `db` is a mongoose
 * connection to the database the app under test uses (scripts/e2e.mjs passes MONGODB_URI).
 */
type TestUser = { _id: string; name: string; email: string; password: string; role: "user" | "admin" | "broker" };

type Fixtures = {
  db: typeof mongoose;
  createUser: (overrides?: Partial<Omit<TestUser, "_id">>) => Promise<TestUser>;
  signIn: (page: Page, user: Pick<TestUser, "email" | "password">) => Promise<void>;
  /** A page already signed in as a new user of its own. */
  signedInPage: Page;
  signedInUser: TestUser;
};

export const test = base.extend<Fixtures>({
  db: async ({}, use) => {
    const uri = process.env.MONGODB_URI;
    if (!uri) throw new Error("MONGODB_URI is not set: run the journeys with `npm run test:e2e`.");
    if (mongoose.connection.readyState !== 1) await mongoose.connect(uri, { bufferCommands: false, autoCreate: false });
    await use(mongoose);
  },
  createUser: async ({ db, context }, use) => {
    void db;
    const created: string[] = [];
    await use(async (overrides = {}) => {
      const password = overrides.password ?? "Test@12345";
      const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.in`;
      const user = await User.create({
        name: overrides.name ?? "Test Person",
        email,
        role: overrides.role ?? "user",
        isVerified: true,
        passwordHash: await hashPassword(password),
      });
      created.push(String(user._id));
      return { _id: String(user._id), name: user.name, email, password, role: user.role };
    });
    // The journey's pages close before their accounts go. An open page reacts to its account's removal (the
    // admin panel's own check sends it to the sign-in): Chromium then closed the context in the middle of
    // that navigation, and the close once never ended (a passed journey failed 210 s later, in teardown).
    await Promise.all(context.pages().map((page) => page.close()));
    await User.deleteMany({ _id: { $in: created } });
  },
  signIn: async ({}, use) => {
    await use(async (page, user) => {
      // Signs in through the JSON endpoint, which sets the session cookie in the page's browser context.
      const response = await page.request.post("/api/user/login", {
        data: { email: user.email, password: user.password },
      });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
  signedInUser: async ({ createUser }, use) => {
    await use(await createUser());
  },
  signedInPage: async ({ page, signIn, signedInUser }, use) => {
    await signIn(page, signedInUser);
    await use(page);
  },
});

export { expect };
