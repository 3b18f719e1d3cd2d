import { grantPlanAsAdmin } from "@/lib/admin";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(
  admin.adminGrantPlan,
  { auth: "admin", params: { id: "User not found" } },
  async ({ input, caller, params, ok }) =>
    ok({ user: await grantPlanAsAdmin(caller.account, params.id, input), message: "Plan granted" }),
);
