import { alerts } from "@/lib/contracts";
import { jobCounts } from "@/lib/jobs";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route(alerts.jobCounts, { auth: "admin" }, async ({ ok }) => ok({ jobs: await jobCounts() }));
