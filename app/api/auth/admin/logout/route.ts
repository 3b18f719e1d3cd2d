import { endSession } from "@/lib/auth";
import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const POST = route(admin.adminLogout, { auth: "public", body: "none" }, async ({ request, ok }) => {
  const response = ok({ message: "Logged out" });
  await endSession(request, response);
  return response;
});
