import { errorResponse, type RequestContext } from "@/lib/http/errors";
import { privateByDefault } from "@/lib/http/cache-control";
import { assertSameOrigin } from "@/lib/http/origin";
import { requestIdOf, withRequestId } from "@/lib/http/request-id";

function requestContext(request: Request, requestId: string): RequestContext {
  let path: string | undefined;
  try {
    path = new URL(request.url).pathname;
  } catch {
    path = undefined;
  }
  return { requestId, method: request.method, path };
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every failure answers with the shared error shape, and cookie-authenticated
 * writes from another site are refused (403) before the handler runs. Every answer carries the request's
 * id (X-Request-Id) and is `private, no-store` unless the handler set its own Cache-Control. `anyOrigin` is
 * for server-to-server calls that never carry a session, such as payment webhooks.
 */
export function withErrors<C>(handler: Handler<C>, { anyOrigin = false }: { anyOrigin?: boolean } = {}): Handler<C> {
  return async (request, context) => {
    const requestId = requestIdOf(request);
    let response: Response;
    try {
      if (!anyOrigin) assertSameOrigin(request);
      response = await handler(request, context);
    } catch (error) {
      response = errorResponse(error, requestContext(request, requestId));
    }
    return withRequestId(privateByDefault(response), requestId);
  };
}
