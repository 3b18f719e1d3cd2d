import { NextResponse } from "next/server";

declare const answered: unique symbol;

/**
 * An API route's answer, typed by what its JSON says on success (`T`, the route's `ResponseOf`). Only
 * `ok` (handed to each handler by `route()`) makes one of a route's own type, so a handler cannot answer a
 * shape its contract does not declare; a plain `NextResponse.json(...)` is not an `Answer` at all. A
 * redirect or a failure answered in place (`Answer<never>`) is an answer of every route.
 */
export type Answer<T> = NextResponse & { readonly [answered]: T };

/** A redirect: the browser (a link followed, a form sent before the page's scripts ran) goes on to `url`. */
export function redirect(url: string | URL, status: 301 | 302 | 303 | 307 | 308 = 303): Answer<never> {
  return NextResponse.redirect(url, status) as NextResponse as Answer<never>;
}

/**
 * A failure the handler answers itself rather than throws, because it changes the answer (a cookie): the one
 * error shape, `{ success: false, message, ...extra }`. Throw a `lib/errors` error for any other failure.
 */
export function failure(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  init: Omit<ResponseInit, "status"> = {},
): Answer<never> {
  return NextResponse.json({ success: false, message, ...extra }, { ...init, status }) as NextResponse as Answer<never>;
}
