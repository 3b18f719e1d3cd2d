import { readFile } from "node:fs/promises";
import path from "node:path";
import { FONT_FILES } from "@/app/[locale]/script-fonts";

/**
 * The Odia and Devanagari font files (app/[locale]/script-fonts.ts), read from their packages when the site is
 * built and served as static files. Their names carry the package's version, so a browser keeps each a year.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(FONT_FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const source = FONT_FILES[(await params).file];
  if (!source) return new Response("Not found", { status: 404 });
  const body = await readFile(path.join(process.cwd(), "node_modules", source));
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": "font/woff2", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
