import { push } from "@/lib/contracts";
import { route } from "@/lib/http/route";
import { subscribeToPush, unsubscribeFromPush } from "@/lib/notifications";

export const dynamic = "force-dynamic";

export const POST = route(push.pushSubscribe, { auth: "user" }, async ({ caller, input, ok }) =>
  ok(
    { message: "Notifications are on for this device", subscription: await subscribeToPush(caller.id, input) },
    { status: 201 },
  ),
);

export const DELETE = route(push.pushUnsubscribe, { auth: "user" }, async ({ caller, input, ok }) => {
  await unsubscribeFromPush(caller.id, input.endpoint);
  return ok({ message: "Notifications are off for this device" });
});
