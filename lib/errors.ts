/**
 * The failures domain code reports, by what went wrong rather than by HTTP status. Browser-safe (no
 * imports): `lib/http/errors.ts` turns each into its status and the one error shape, in one place.
 */

/** Every domain failure: its message is meant for the person who asked. */
export class DomainError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** What the caller named does not exist (or is not theirs to see). HTTP 404. */
export class NotFoundError extends DomainError {
  constructor(message = "Not found") {
    super(message);
  }
}

/** The request clashes with what is stored: a duplicate, a state that no longer allows it. HTTP 409. */
export class ConflictError extends DomainError {}

/**
 * The input breaks a rule the schema could not check (a wrong code, a common password). `fields` names
 * the fields at fault with their messages. HTTP 400, `{ message, errors: fields }` when fields are given.
 */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
    /** More for the answer beside the message (such as each uploaded file's outcome). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The caller is known and may not do this. HTTP 403. */
export class ForbiddenError extends DomainError {
  constructor(message = "You are not allowed to do that.") {
    super(message);
  }
}

/** The caller must sign in first, or the credentials given were wrong. HTTP 401. */
export class UnauthenticatedError extends DomainError {
  constructor(message = "Please sign in to continue.") {
    super(message);
  }
}

/**
 * Too many tries: the next may come after `retryAfter` seconds. `extra` goes into the answer beside the
 * message (such as the seconds a resend must wait). HTTP 429 with Retry-After.
 */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfter: number,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/**
 * A service the request needs is not there: not configured (HTTP 503), or it failed when asked
 * (`upstreamFailed`: a payment provider or mail server erred, HTTP 502). `cause` is logged, never sent.
 */
export class UnavailableError extends DomainError {
  readonly upstreamFailed: boolean;
  constructor(message: string, { cause, upstreamFailed = false }: { cause?: unknown; upstreamFailed?: boolean } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.upstreamFailed = upstreamFailed;
  }
}
