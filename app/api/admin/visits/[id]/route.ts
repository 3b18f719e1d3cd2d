import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { adminUpdateVisitSchema } from "@/lib/validation/admin";
import { updateVisitAsAdmin } from "@/lib/visits";

const DONE: Record<string, string> = {
  requested: "Visit set back to requested",
  scheduled: "Visit scheduled; the buyer has been e-mailed",
  completed: "Visit marked done",
  cancelled: "Visit cancelled and returned to the buyer's plan",
};

/** PUT /api/admin/visits/{id}: schedule, mark done, cancel (with a reason) or reopen a house visit. */
export const PUT = route(
  { auth: "admin", params: { id: "Visit not found" }, body: adminUpdateVisitSchema },
  async ({ input, caller, params }) => {
    const { visit, changed } = await updateVisitAsAdmin(caller.account, params.id, input);
    return NextResponse.json({ success: true, visit, message: changed ? DONE[visit.status] : "Nothing changed" });
  },
);
