import type { Role } from "@/lib/accounts/options";

/** Who is asking: the signed-in user's id and role, as the route handler established them. */
export type Caller = { id: string; role: Role };

export function callerOf(user: { _id: unknown; role: Role }): Caller {
  return { id: String(user._id), role: user.role };
}
