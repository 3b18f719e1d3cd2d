/**
 * The browser's one way to talk to the app's API. It never throws: the answer carries the HTTP status and
 * the JSON body (empty when the body was not JSON), or status 0 when the request did not get through
 * (offline, blocked, aborted). Cookies always go along, so signed-in calls need nothing extra.
 */
export type ApiAnswer<T = Record<string, unknown>> = { ok: boolean; status: number; body: Partial<T> & ApiMessage };

/** What every API answer may carry: the outcome and a user-facing message. */
type ApiMessage = { success?: boolean; message?: string };

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
    const response = await fetch(url, {
      method: method ?? (json !== undefined || body ? "POST" : "GET"),
      credentials: "include",
      headers: json !== undefined ? { "content-type": "application/json" } : undefined,
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
