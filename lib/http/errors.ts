import { NextResponse } from "next/server";
import { ZodError } from "zod";
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from "@/lib/errors";
import { errorSummary, log } from "@/lib/log";

/**
 * A failure with a status and a message meant for the user. A 5xx names its `cause` (the driver's or the
 * provider's error), which is logged with the request's id and never sent.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const notFound = (message = "Not found") => new HttpError(404, message);
const tooManyRequests = (message: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}) =>
  new HttpError(
    429,
    message,
    { retryAfter: retryAfterSeconds, ...extra },
    { "Retry-After": String(retryAfterSeconds) },
  );

/**
 * The one table from domain failures (lib/errors.ts) to HTTP: status, the fields beside the message, and
 * headers. Null for a DomainError of no known kind, which answers 500 like any other fault.
 */
function httpErrorOf(error: DomainError): HttpError | null {
  const cause = error.cause === undefined ? undefined : { cause: error.cause };
  if (error instanceof InvalidInputError) {
    return new HttpError(400, error.message, { ...(error.fields ? { errors: error.fields } : {}), ...error.extra });
  }
  if (error instanceof UnauthenticatedError) return new HttpError(401, error.message);
  if (error instanceof ForbiddenError) return new HttpError(403, error.message);
  if (error instanceof NotFoundError) return new HttpError(404, error.message);
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  if (error instanceof RateLimitedError) return tooManyRequests(error.message, error.retryAfter, error.extra);
  if (error instanceof UnavailableError)
    return new HttpError(error.upstreamFailed ? 502 : 503, error.message, {}, {}, cause);
  return null;
}

export const DATABASE_DOWN = "Our database is temporarily unreachable. Please try again in a moment.";

/** Connection-level driver failures: the request was fine, the database was not. */
function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: socket errors may come from another realm (Node's own), where instanceof Error fails.
  if (typeof error !== "object" || error === null || typeof (error as Error).message !== "string") return false;
  const message = (error as Error).message;
  const name = (error as Error).name;
  if (
    name === "MongooseServerSelectionError" ||
    name === "MongoServerSelectionError" ||
    name === "MongoNetworkError" ||
    name === "MongoNetworkTimeoutError" ||
    name === "MongoNotConnectedError" ||
    name === "MongoTopologyClosedError" ||
    name === "PoolClearedError" ||
    name === "MongoPoolClearedError" ||
    // Operations cut off when the driver's background check finds the server has stopped answering.
    name === "PoolClearedOnNetworkError" ||
    name === "MongoPoolClosedError" ||
    name === "MongoWaitQueueTimeoutError"
  ) {
    return true;
  }
  const code = (error as { code?: unknown }).code;
  if (code === "ECONNREFUSED" || code === "ECONNRESET" || code === "EPIPE") return true;
  return /before initial connection is complete|connection .* closed|socket has been ended|ECONNREFUSED|ECONNRESET|buffering timed out/i.test(
    message,
  );
}

export function zodFieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

const DATABASE_UNREACHABLE = "The database is unreachable";

/** What a failure's log line says about the request that met it. */
export type RequestContext = { requestId: string; method?: string; path?: string };

/**
 * The one log line of a 5xx answer. A database that cannot be reached is expected now and then: the driver
 * error's name and message say enough (`brief`), its stack would only repeat. Anything else keeps its stack.
 */
function logServerFailure(
  status: number,
  cause: unknown,
  context: RequestContext | undefined,
  summary: string,
  brief = false,
) {
  const detail = brief ? { cause: errorSummary(cause) } : { err: cause };
  log.error({ ...context, status, ...detail }, `Answered ${status}: ${summary}`);
}

/**
 * Turns any thrown value into the one error shape `{ success: false, message }`. Answers of 5xx are logged
 * here, once, with the request's id and the cause; 4xx are the client's mistakes and are not.
 */
export function errorResponse(thrown: unknown, context?: RequestContext): NextResponse {
  const error = (thrown instanceof DomainError && httpErrorOf(thrown)) || thrown;
  if (error instanceof HttpError) {
    if (error.status >= 500) {
      const databaseDown = error.status === 503 && isDatabaseUnavailable(error.cause);
      const summary = databaseDown ? DATABASE_UNREACHABLE : error.message;
      // A domain error's own stack says where it was thrown; the HttpError made from it would not.
      logServerFailure(error.status, error.cause ?? thrown, context, summary, databaseDown);
    }
    return NextResponse.json(
      { success: false, message: error.message, ...error.extra },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    const first = Object.values(errors)[0] ?? "Invalid request";
    return NextResponse.json({ success: false, message: first, errors }, { status: 400 });
  }
  if (isDatabaseUnavailable(error)) {
    logServerFailure(503, error, context, DATABASE_UNREACHABLE, true);
    return NextResponse.json(
      { success: false, message: DATABASE_DOWN },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  if (error instanceof Error && error.name === "CastError") {
    return NextResponse.json({ success: false, message: "Invalid identifier" }, { status: 400 });
  }
  // Two writes of one document at once: mongoose refuses the later one by the document's version.
  if (error instanceof Error && error.name === "VersionError") {
    return NextResponse.json(
      { success: false, message: "This was changed at the same moment by someone else. Reload and try again." },
      { status: 409 },
    );
  }
  if (error instanceof Error && (error as { code?: number }).code === 11000) {
    return NextResponse.json({ success: false, message: "That record already exists." }, { status: 409 });
  }
  logServerFailure(500, error, context, "Unhandled error in a route handler");
  return NextResponse.json({ success: false, message: "Something went wrong. Please try again." }, { status: 500 });
}
