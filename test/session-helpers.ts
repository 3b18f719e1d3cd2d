import { NextResponse } from "next/server";
import { issueSession } from "@/lib/auth/session";
import { hashPassword } from "@/lib/accounts/password";
import { User, type UserDoc } from "@/models/User";

let counter = 0;

/** A saved user and the Cookie header of a session for them. */
export async function userWithSession(
  overrides: Partial<{ name: string; email: string; role: "user" | "admin" | "broker"; password: string }> = {},
) {
  counter += 1;
  const user = await User.create({
    name: overrides.name ?? `Person ${counter}`,
    email: overrides.email ?? `person${counter}-${Date.now()}@example.in`,
    role: overrides.role ?? "user",
    isVerified: true,
    passwordHash: await hashPassword(overrides.password ?? "secret123"),
  });
  const cookie = await sessionCookieFor(user.toObject() as UserDoc);
  return { user, cookie };
}

export async function sessionCookieFor(user: UserDoc): Promise<string> {
  const response = NextResponse.json({});
  await issueSession(response, user);
  return response.headers.get("set-cookie")!.split(";")[0];
}

export function authedRequest(url: string, cookie: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, headers, ...rest } = init;
  return new Request(new URL(url, "http://localhost:3000"), {
    ...rest,
    headers: { cookie, ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

/**
 * A signed-in user holding a visit plan set up directly: `visitsTotal` visits, `visitsUsed` of them used,
 * expiring in `days` (a negative number: already expired).
 */
export async function subscriberWithSession(
  visitsTotal: number,
  visitsUsed = 0,
  { days = 30, name, phone }: { days?: number; name?: string; phone?: string } = {},
) {
  const session = await userWithSession(name ? { name } : {});
  await User.updateOne(
    { _id: session.user._id },
    {
      $set: {
        ...(phone ? { phone } : {}),
        "subscription.isActive": true,
        "subscription.planId": "3-house-plan",
        "subscription.duration": "30 days",
        "subscription.visitsTotal": visitsTotal,
        "subscription.visitsUsed": visitsUsed,
        "subscription.activatedAt": new Date(),
        "subscription.expiresAt": new Date(Date.now() + days * 24 * 60 * 60 * 1000),
      },
    },
  );
  return session;
}
