/** Browser-side calls to the account API: the JSON answer, or a network failure, never a throw. */
export type ApiAnswer<T = Record<string, unknown>> =
  | { ok: boolean; status: number; body: T & { success?: boolean; message?: string } }
  | { ok: false; status: 0; body: { message?: undefined } };

export async function callApi<T = Record<string, unknown>>(
  url: string,
  init: { method?: string; json?: unknown; body?: BodyInit } = {},
): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.json !== undefined || init.body ? "POST" : "GET"),
      credentials: "include",
      headers: init.json !== undefined ? { "content-type": "application/json" } : undefined,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const body = (await response.json().catch(() => ({}))) as T & { success?: boolean; message?: string };
    return { ok: response.ok, status: response.status, body };
  } catch {
    return { ok: false, status: 0, body: {} };
  }
}

/** Field errors of a failed zod parse, first message per field (client-side twin of the server's). */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}
