import { notFound, withErrors } from "@/lib/http";
import { readLocalUpload } from "@/lib/storage";
import { MIME_BY_EXT } from "@/lib/storage/image-type";

type Context = { params: Promise<{ path: string[] }> };

/** Serves locally stored uploads. Names are random and never reused, so they may be cached for a year. */
export const GET = withErrors(async (_request, { params }: Context) => {
  const file = await readLocalUpload((await params).path);
  if (!file) throw notFound("File not found");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": MIME_BY_EXT[file.ext],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
