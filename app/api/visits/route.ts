import { payments } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { requestLanguage } from "@/lib/i18n/request-language";
import { listVisits, requestVisit, VISIT_REQUESTED } from "@/lib/visits";

export const dynamic = "force-dynamic";

export const GET = route(payments.visitList, { auth: "user" }, async ({ caller, ok }) =>
  ok({ visits: await listVisits(caller) }, { headers: { "Cache-Control": "private, no-store" } }),
);

export const POST = route(payments.bookVisit, { auth: "user" }, async ({ input, caller, request, ok }) => {
  const { visit, subscription } = await requestVisit(input, caller, requestLanguage(request));
  return ok({ message: VISIT_REQUESTED, visit, subscription }, { status: 201 });
});
