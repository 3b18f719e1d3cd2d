import { endSession } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(accounts.logout, { auth: "public", body: "none" }, async ({ request, ok }) => {
  const response = ok({ message: "Logged out" });
  await endSession(request, response);
  return response;
});
