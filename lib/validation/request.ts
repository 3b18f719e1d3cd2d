import { badRequest, HttpError } from "@/lib/errors";

/** The JSON body of a request; malformed JSON is a 400, not a 500. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
}

const tooLarge = () => new HttpError(413, "The request body is too large.");

/**
 * The raw body as text, refused with 413 as soon as it passes `maxBytes` while streaming (so a huge body
 * is never buffered whole). For bodies whose exact bytes matter, such as signed webhooks.
 */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
