/**
 * Sends a multipart form with XMLHttpRequest, the one browser API that reports upload progress (fetch does
 * not). Resolves with the status and JSON answer like `callApi`, status 0 when the network failed; never throws.
 */
export type UploadProgress = { loaded: number; total: number };

export function uploadWithProgress<T = Record<string, unknown>>(
  url: string,
  body: FormData,
  handlers: { onProgress?: (progress: UploadProgress) => void; onSent?: () => void } = {},
): Promise<{ ok: boolean; status: number; body: T & { success?: boolean; message?: string } }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) handlers.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.upload.onload = () => handlers.onSent?.();
    request.onload = () => {
      let answer = {} as T & { success?: boolean; message?: string };
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status still tells what happened.
      }
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status, body: answer });
    };
    request.onerror =
      request.onabort =
      request.ontimeout =
        () => resolve({ ok: false, status: 0, body: {} as T & { success?: boolean; message?: string } });
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
