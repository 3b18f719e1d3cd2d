import { NextResponse, type NextRequest } from "next/server";
import { forThisBrowserOnly } from "@/lib/proxy/private-answers";

function hasBrokenEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * A path with dynamic segments whose percent-encoding is broken (`/properties/%E0%A4%A`) answers 400 here:
 * the router would fail to decode it and answer 500.
 */
export function refuseBrokenEncoding(request: NextRequest): NextResponse | undefined {
  if (!hasBrokenEncoding(request.nextUrl.pathname)) return undefined;
  return forThisBrowserOnly(
    NextResponse.json({ success: false, message: "The address is not valid." }, { status: 400 }),
  );
}
