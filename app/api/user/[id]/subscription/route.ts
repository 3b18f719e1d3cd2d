import { NextResponse } from "next/server";
import { updateUserSubscription } from "@/lib/admin";
import { requireAdmin } from "@/lib/auth/session";
import { withErrors } from "@/lib/http/errors";
import { adminSubscriptionSchema } from "@/lib/validation/admin";
import { parseIdOr404 } from "@/lib/http/params";
import { readJson } from "@/lib/http/body";

type Context = { params: Promise<{ id: string }> };

/** PUT /user/{id}/subscription (admins): switch a plan on or off, with a remark. */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "User not found");
  const admin = await requireAdmin(request);
  const input = adminSubscriptionSchema.parse(await readJson(request));
  const user = await updateUserSubscription(admin, id, input);
  return NextResponse.json({ success: true, user, message: "Subscription updated" });
});
