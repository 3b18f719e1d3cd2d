import { admin } from "@/lib/contracts";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(admin.adminHome, { auth: "admin" }, async ({ caller, ok }) =>
  ok({ user: { name: caller.name }, message: "Admin fetched" }, { headers: { "Cache-Control": "private, no-store" } }),
);
