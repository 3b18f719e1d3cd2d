import { NextResponse } from "next/server";
import { updateVisitAsAdmin } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { readJson } from "@/lib/http/body";
import { withErrors } from "@/lib/http/errors";
import { parseIdOr404 } from "@/lib/http/params";
import { adminUpdateVisitSchema } from "@/lib/validation/admin";

type Context = { params: Promise<{ id: string }> };

const DONE: Record<string, string> = {
  requested: "Visit set back to requested",
  scheduled: "Visit scheduled; the buyer has been e-mailed",
  completed: "Visit marked done",
  cancelled: "Visit cancelled and returned to the buyer's plan",
};

/** PUT /api/admin/visits/{id}: schedule, mark done, cancel (with a reason) or reopen a house visit. */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "Visit not found");
  const admin = await requireAdmin(request);
  const input = adminUpdateVisitSchema.parse(await readJson(request));
  const { visit, changed } = await updateVisitAsAdmin(admin, id, input);
  return NextResponse.json({ success: true, visit, message: changed ? DONE[visit.status] : "Nothing changed" });
});
