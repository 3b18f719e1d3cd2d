import {
  pathOf,
  type BodyOf,
  type JsonOf,
  type ParamsOf,
  type QueryOf,
  type QueryValue,
  type ResponseOf,
  type Route,
  type RouteSpec,
} from "@/lib/contracts/route";
import { DEFAULT_LOCALE, PAGE_LANGUAGE_HEADER, splitLocale } from "@/lib/i18n/locales";

/**
 * The browser's one way to talk to the app's API. It never throws: the answer carries the HTTP status and
 * the JSON body (empty when the body was not JSON), or status 0 when the request did not get through
 * (offline, blocked, aborted). Cookies always go along, so signed-in calls need nothing extra.
 */
export type ApiAnswer<T = Record<string, unknown>> = { ok: boolean; status: number; body: Partial<T> & ApiMessage };

/**
 * What every API answer may carry: the outcome and a user-facing message; a 400 its field errors
 * (`{ field: message }`), a 429 the seconds to wait.
 */
export type ApiMessage = {
  success?: boolean;
  message?: string;
  errors?: Record<string, string>;
  retryAfter?: number;
};

export type ApiRequest = {
  /** Defaults to POST when there is a body, else GET. */
  method?: string;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as is, e.g. FormData for uploads. */
  body?: BodyInit;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Lets the request finish after the page is left (counters, beacons). */
  keepalive?: boolean;
};

export async function callApi<T = Record<string, unknown>>(
  url: string,
  request: ApiRequest = {},
): Promise<ApiAnswer<T>> {
  const { method, json, body, signal, cache, keepalive } = request;
  try {
    const headers: Record<string, string> = json !== undefined ? { "content-type": "application/json" } : {};
    // The API's addresses name no language: an Odia or Hindi page says its own, so a code mailed from it is
    // written in it (lib/i18n/request-language.ts).
    const locale = typeof window === "undefined" ? DEFAULT_LOCALE : splitLocale(window.location.pathname).locale;
    if (locale !== DEFAULT_LOCALE) headers[PAGE_LANGUAGE_HEADER] = locale;
    const response = await fetch(url, {
      method: method ?? (json !== undefined || body ? "POST" : "GET"),
      credentials: "include",
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
      signal,
      cache,
      keepalive,
    });
    const parsed: unknown = await response.json().catch(() => ({}));
    const answer = (parsed && typeof parsed === "object" ? parsed : {}) as Partial<T> & ApiMessage;
    return { ok: response.ok, status: response.status, body: answer };
  } catch {
    return { ok: false, status: 0, body: {} as Partial<T> & ApiMessage };
  }
}

/** What to tell the user about a failed answer: the server's own message, else `fallback`. */
export function failureMessage(answer: ApiAnswer<unknown>, fallback: string): string {
  return answer.status === 0 ? "Error connecting to server" : (answer.body.message ?? fallback);
}

/** Options of a call that are not the route's own. */
type Transport = Pick<ApiRequest, "signal" | "cache" | "keepalive">;

/**
 * What a call of `route` takes: its path parameters when the path has any, its query words, and its body
 * (`json`, or `body` as is for a route that takes form data), plus the transport options.
 */
export type RouteCall<S extends RouteSpec> = Transport &
  (ParamsOf<S> extends void ? { params?: undefined } : { params: ParamsOf<S> }) &
  ([QueryOf<S>] extends [never] ? { query?: undefined } : { query?: QueryOf<S> }) &
  ([JsonOf<S>] extends [never] ? { json?: undefined } : { json?: JsonOf<S> }) &
  ([BodyOf<S>] extends [never] ? { body?: undefined } : { body?: BodyOf<S> });

/** The call's options may be left out when the route needs no path parameters. */
type RouteCallArgs<S extends RouteSpec> = ParamsOf<S> extends void ? [call?: RouteCall<S>] : [call: RouteCall<S>];

/** The query string of `query` ("" or "?a=1&b=x"): undefined, null and "" words are left out, arrays repeat. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [word, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      if (one === undefined || one === null || one === "") continue;
      search.append(word, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The URL a call of `route` goes to: its path with the parameters, and the query string. */
export function routeUrl<S extends RouteSpec>(route: Route<S>, ...[call]: RouteCallArgs<S>): string {
  const params = call?.params as Record<string, string> | undefined;
  return pathOf(route, params) + queryString(call?.query as Record<string, QueryValue> | undefined);
}

/**
 * Calls one API route of `lib/contracts` with its method, path, query and body; the answer is typed as the
 * route's response. Like `callApi`, it never throws. A route declared `.raw()` (a redirect) is navigated to,
 * not called.
 */
export function callRoute<S extends RouteSpec & { raw?: undefined }>(
  route: Route<S>,
  ...args: RouteCallArgs<S>
): Promise<ApiAnswer<ResponseOf<S>>> {
  const call = args[0];
  return callApi<ResponseOf<S>>(routeUrl(route, ...args), {
    method: route.method,
    json: call?.json,
    body: call?.body as BodyInit | undefined,
    signal: call?.signal,
    cache: call?.cache,
    keepalive: call?.keepalive,
  });
}
