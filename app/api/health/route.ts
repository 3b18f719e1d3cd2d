import mongoose from "mongoose";
import { NextResponse } from "next/server";
import { connectToDatabase } from "@/lib/db";
import { withErrors } from "@/lib/errors";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 when the database answers a ping, 503 otherwise. */
export const GET = withErrors(async () => {
  await connectToDatabase();
  await mongoose.connection.db!.admin().ping();
  return NextResponse.json({ success: true, database: "up" });
});
