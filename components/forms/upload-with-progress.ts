import type { ApiAnswer } from "@/components/ui/api";
import { pathOf, type ParamsOf, type ResponseOf, type Route, type RouteSpec } from "@/lib/contracts/route";

export type UploadProgress = { loaded: number; total: number };

/** A route of `lib/contracts` that takes a multipart form. */
type UploadRoute<S extends RouteSpec> = Route<S & { body: FormData }>;

/** A route with path parameters needs them (`{ id }`); one on a fixed path takes none. */
type UploadHandlers<S> = {
  onProgress?: (progress: UploadProgress) => void;
  onSent?: () => void;
} & (S extends { params: object } ? { params: ParamsOf<S> } : { params?: never });

/**
 * Sends a multipart form to an upload route (`lib/contracts`) with XMLHttpRequest, the one browser API that
 * reports upload progress (fetch does not). Resolves like `callRoute`, with the status and the route's JSON
 * answer, status 0 when the network failed; never throws.
 */
export function uploadWithProgress<S extends RouteSpec>(
  route: UploadRoute<S>,
  body: FormData,
  handlers: UploadHandlers<S> = {} as UploadHandlers<S>,
): Promise<ApiAnswer<ResponseOf<S>>> {
  type Answer = ApiAnswer<ResponseOf<S>>["body"];
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(route.method, pathOf(route, handlers.params as Record<string, string> | undefined));
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.upload.onload = () => handlers.onSent?.();
    request.onload = () => {
      let answer = {} as Answer;
      try {
        const parsed: unknown = JSON.parse(request.responseText);
        if (parsed && typeof parsed === "object") answer = parsed as Answer;
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body: answer });
    };
    request.onerror = request.onabort = request.ontimeout = () => resolve({ ok: false, status: 0, body: {} as Answer });
    request.send(body);
  });
}

/**
 * How far each file has gone, from the progress of the whole body: files are sent after the text fields,
 * in order, so each occupies a known stretch at the end of the body.
 */
export function perFileProgress(sizes: number[], { loaded, total }: UploadProgress): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  let start = Math.max(0, total - filesBytes);
  return sizes.map((size) => {
    const done = size === 0 ? (loaded >= start ? 1 : 0) : Math.min(1, Math.max(0, (loaded - start) / size));
    start += size;
    return done;
  });
}
