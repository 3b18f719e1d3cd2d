import { updateNotificationPreferences } from "@/lib/accounts";
import { push } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const PATCH = route(push.updateNotificationPreferences, { auth: "user" }, async ({ caller, input, ok }) =>
  ok({ message: "Preferences saved", notifications: await updateNotificationPreferences(caller.id, input) }),
);
