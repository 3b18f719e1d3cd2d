import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { updateVisitAsAdmin } from "@/lib/visits";

const DONE: Record<string, string> = {
  requested: "Visit set back to requested",
  scheduled: "Visit scheduled; the buyer has been e-mailed",
  completed: "Visit marked done",
  cancelled: "Visit cancelled and returned to the buyer's plan",
};

export const PUT = route(
  admin.adminUpdateVisit,
  { auth: "admin", params: { id: "Visit not found" } },
  async ({ input, caller, params, ok }) => {
    const { visit, changed } = await updateVisitAsAdmin(caller.account, params.id, input);
    return ok({ visit, message: changed ? DONE[visit.status] : "Nothing changed" });
  },
);
