import { randomUUID } from "node:crypto";

/**
 * Every API answer names its request in `X-Request-Id`, and a failure's log line carries the same id, so a
 * visitor's report ("it said something went wrong") leads to the one line that says why. A proxy or client
 * that already gave the request an id is followed when that id is a short plain token (a UUID, nginx's
 * `$request_id`); anything else (long, spaced, with markup or line breaks meant for the logs) is replaced.
 */
export const REQUEST_ID_HEADER = "x-request-id";
const SANE_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(request: { headers: Headers }): string {
  const given = request.headers.get(REQUEST_ID_HEADER);
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/** The response with the id header; a response whose headers cannot change (Response.redirect) is copied. */
export function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
}
