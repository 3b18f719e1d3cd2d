import { NextResponse } from "next/server";
import { jobCounts } from "@/lib/jobs";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/jobs: the background job queue at a glance (queued, failed for good, last run). */
export const GET = route({ auth: "admin" }, async () => NextResponse.json({ success: true, jobs: await jobCounts() }));
