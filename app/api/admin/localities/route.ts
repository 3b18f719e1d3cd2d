import { localities } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { localitiesWithoutCentre, setLocalityCentre } from "@/lib/listings";

export const dynamic = "force-dynamic";

export const GET = route(localities.localitiesWithoutCentre, { auth: "admin" }, async ({ ok }) =>
  ok({ localities: await localitiesWithoutCentre() }, { headers: { "Cache-Control": "private, no-store" } }),
);

export const PUT = route(localities.setLocalityCentre, { auth: "admin" }, async ({ input, caller, ok }) => {
  const { centre, moved } = await setLocalityCentre(caller.account, input);
  const message = `Centre of ${centre.locality} set${moved ? `: ${moved} listing${moved === 1 ? "" : "s"} moved` : ""}`;
  return ok({ centre, moved, message });
});
