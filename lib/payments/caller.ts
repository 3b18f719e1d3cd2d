import type { UserCaller } from "@/lib/auth/caller";

/** What payments need of the caller (lib/auth's Caller, signed in): whose orders, plan and visits. */
export type Payer = Pick<UserCaller, "id" | "role">;
