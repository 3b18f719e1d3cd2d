import { badRequest, HttpError } from "@/lib/http/errors";

/**
 * Reading request bodies, in one place. Every body is capped while it streams in: a client that declares
 * or sends more than the cap gets 413 without the server holding the rest, and an unreadable body is a
 * 400 with a message, never a 500.
 */

/** JSON bodies are small forms; nothing the API accepts comes close to this. */
export const JSON_BODY_LIMIT = 64 * 1024;

const JSON_TOO_LARGE = "The request body is too large.";
const JSON_MALFORMED = "The request body must be valid JSON.";

type Limits = { maxBytes: number; tooLarge: string; malformed: string };

/** How much of a body arrived: over the cap, and whether it came to its end. */
type Progress = { received: number; exceeded: boolean; ended: boolean };

/** The body as a stream that fails as soon as more than `maxBytes` have arrived. */
function cappedBody(body: ReadableStream<Uint8Array>, maxBytes: number, progress: Progress) {
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        progress.received += chunk.byteLength;
        if (progress.received > maxBytes) {
          progress.exceeded = true;
          controller.error(new Error("request body over its limit"));
        } else {
          controller.enqueue(chunk);
        }
      },
      flush() {
        progress.ended = true;
      },
    }),
  );
}

async function readBody<T>(
  request: Request,
  { maxBytes, tooLarge, malformed }: Limits,
  parse: (body: ReadableStream<Uint8Array> | null) => Promise<T>,
): Promise<T> {
  // Refused before reading when the client says up front that it will send too much.
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new HttpError(413, tooLarge);
  const progress: Progress = { received: 0, exceeded: false, ended: false };
  const body = request.body ? cappedBody(request.body, maxBytes, progress) : null;
  try {
    return await parse(body);
  } catch {
    if (progress.exceeded) throw new HttpError(413, tooLarge);
    // A body that ended short of the length it announced was cut off on the way: a proxy in front (Next.js's
    // own runs before the API routes) passes on a body only up to its size limit and ends it there. What
    // arrived does not parse, but the client sent too much, not a malformed form.
    if (progress.ended && progress.received < declared) throw new HttpError(413, tooLarge);
    throw badRequest(malformed);
  }
}

export const JSON_ONLY = "Send the request body as JSON (Content-Type: application/json).";

/** `application/json` or a `+json` type, with or without parameters such as the charset. */
export function isJsonContentType(value: string | null): boolean {
  const type = (value ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The JSON body of a request (at most JSON_BODY_LIMIT bytes). Any other content type is a 415: a form or
 * text body is what another site can make a browser send without asking, and JSON routes take none.
 * Malformed JSON is a 400.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw new HttpError(415, JSON_ONLY);
  return readBody(
    request,
    { maxBytes: JSON_BODY_LIMIT, tooLarge: JSON_TOO_LARGE, malformed: JSON_MALFORMED },
    async (body) => JSON.parse(await new Response(body).text()) as unknown,
  );
}

/**
 * The multipart form data of a request, at most `maxBytes` in all. The messages say what this form
 * expected, since uploads differ in what they allow.
 */
export function readMultipart(
  request: Request,
  {
    maxBytes,
    tooLarge = "The upload is too large.",
    malformed = "The form data could not be read.",
  }: { maxBytes: number; tooLarge?: string; malformed?: string },
): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  return readBody(request, { maxBytes, tooLarge, malformed }, (body) =>
    new Response(body, { headers: { "content-type": contentType } }).formData(),
  );
}

/** Whether the client sent multipart form data (rather than JSON). */
export function isMultipart(request: Request): boolean {
  return request.headers.get("content-type")?.startsWith("multipart/form-data") ?? false;
}

/**
 * A form's fields as a plain object for a zod schema, each field once: a repeated field could otherwise
 * smuggle an array past a schema that expects one value.
 */
export function formFields(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form) {
    if (key in fields) throw badRequest(`Field given more than once: ${key}`);
    fields[key] = value;
  }
  return fields;
}

/**
 * The raw body as text, at most `maxBytes`: for bodies whose exact bytes matter, such as signed webhooks.
 */
export function readText(request: Request, maxBytes: number): Promise<string> {
  return readBody(
    request,
    { maxBytes, tooLarge: JSON_TOO_LARGE, malformed: "The request body could not be read." },
    (body) => new Response(body).text(),
  );
}

export const NO_BODY_EXPECTED = "This request takes no body.";

/**
 * For writes whose whole meaning is in the URL (sign out, save a listing, count a view): a body, or a
 * content type announcing one, means the client meant something else, so it is refused with 400 rather
 * than ignored.
 */
export async function refuseBody(request: Request): Promise<void> {
  if (request.headers.get("content-type")) throw badRequest(NO_BODY_EXPECTED);
  if (!request.body) return;
  const text = await readBody(
    request,
    { maxBytes: 1024, tooLarge: NO_BODY_EXPECTED, malformed: NO_BODY_EXPECTED },
    (body) => new Response(body).text(),
  ).catch(() => "x");
  if (text.length > 0) throw badRequest(NO_BODY_EXPECTED);
}
