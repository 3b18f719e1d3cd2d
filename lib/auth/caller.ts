import type { Role } from "@/domain/accounts/options";
import { getSessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/http/client-ip";
import type { UserDoc } from "@/models/User";

/**
 * Who is asking, resolved once per request by the route wrapper (lib/http/route.ts): a visitor without a
 * live session, or a signed-in user as the database has them now. Either way with the client's address
 * (lib/http/client-ip.ts), which per-address limits and logs use.
 */
export type AnonymousCaller = { signedIn: false; ip: string };

export type UserCaller = {
  signedIn: true;
  ip: string;
  id: string;
  role: Role;
  email: string;
  name: string;
  /** The account as read for this request: for serializers, session renewal and the audit log's actor. */
  account: UserDoc;
};

export type Caller = AnonymousCaller | UserCaller;

/** A signed-in caller whose role is admin. */
export type AdminCaller = UserCaller & { role: "admin" };

/** The signed-in user, or the anonymous visitor, behind a request (one session lookup). */
export async function resolveCaller(request: Request): Promise<Caller> {
  const ip = clientIp(request);
  const user = await getSessionUser(request);
  return user ? userCaller(user, ip) : { signedIn: false, ip };
}

export function userCaller(user: UserDoc, ip: string): UserCaller {
  return {
    signedIn: true,
    ip,
    id: String(user._id),
    role: user.role,
    email: user.email,
    name: user.name,
    account: user,
  };
}
