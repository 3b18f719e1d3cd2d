import { sharedExpiriesSettled } from "@/lib/cache/shared";
import type { ZodType } from "zod";
import { resolveCaller, type AdminCaller, type Caller, type UserCaller } from "@/lib/auth/caller";
import { ADMINS_ONLY, NOT_SIGNED_IN } from "@/lib/auth/session";
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "@/lib/errors";
import { formFields, isMultipart, readJson, readMultipart, readText, refuseBody } from "@/lib/http/body";
import { clientIp } from "@/lib/http/client-ip";
import { zodFieldErrors } from "@/lib/http/errors";
import { withErrors } from "@/lib/http/with-errors";
import { searchParamsObject } from "@/lib/http/params";
import { isObjectId } from "@/lib/validation/object-id";

/**
 * Who may call a route:
 * - "public": anyone; the session is not read (the handler gets the client's address only).
 * - "session": anyone; the handler gets the caller, signed in or not (the session is looked up once).
 * - "user": a signed-in user, else 401.
 * - "admin": a signed-in admin, else 401 signed out and 403 signed in.
 */
export type RouteAuth = "public" | "session" | "user" | "admin";

export type CallerFor<A extends RouteAuth> = A extends "admin"
  ? AdminCaller
  : A extends "user"
    ? UserCaller
    : A extends "session"
      ? Caller
      : Pick<Caller, "ip">;

/** A body a route reads in a way of its own (a listing form: JSON, or multipart with image files). */
export type BodyReader<T = unknown> = { read: (request: Request) => Promise<T> };

/** What a route reads from the body; see `RouteOptions.body`. */
export type BodySpec = ZodType | { text: number } | BodyReader | "none";

/**
 * A body the route reads: JSON parsed by a schema (or multipart form fields too), raw text, what its own
 * reader makes of it, or none at all.
 */
type BodyInput<B> =
  B extends ZodType<infer T> ? T : B extends { text: number } ? string : B extends BodyReader<infer T> ? T : undefined;

export type RouteOptions<A extends RouteAuth, B, Q, P extends string> = {
  auth: A;
  /** The 401 message for a signed-out caller of a "user" or "admin" route. */
  signInMessage?: string;
  /**
   * The request body: a zod schema for a JSON body (400 with field errors when it does not parse),
   * `{ text: maxBytes }` for the raw text (signed webhooks), or "none" for a write whose meaning is all
   * in the URL (a body is refused with 400), or `{ read }`, a reader of the route's own for a body no
   * single schema describes (it parses too, and throws the same errors). Without it the body is not read.
   */
  body?: B;
  /** One message for any body the schema refuses, in place of zod's field errors. */
  bodyError?: string;
  /** Also take the schema's fields as multipart form data (each field once), capped at `maxBytes`. */
  multipart?: { maxBytes: number; tooLarge?: string; malformed?: string };
  /**
   * Runs after the caller is known and before the body is read: for a per-address limit that must refuse
   * a client before its upload streams in.
   */
  before?: (caller: CallerFor<A>) => Promise<void>;
  /** The query string, parsed by this schema (bracketed or repeated keys are refused first). */
  query?: Q;
  /** Path parameters, all ObjectIds: each name with the 404 message for a value that cannot be one. */
  params?: Record<P, string>;
  /** For server-to-server calls that never carry a session (payment webhooks): no origin check. */
  anyOrigin?: boolean;
};

export type RouteContext<A extends RouteAuth, B, Q, P extends string> = {
  /** The parsed body (or its text); undefined when the route reads none. */
  input: BodyInput<B>;
  /** The parsed query string; undefined without a `query` schema. */
  query: Q extends ZodType<infer T> ? T : undefined;
  caller: CallerFor<A>;
  params: Record<P, string>;
  request: Request;
};

/** What Next.js calls; the context may be left out for a route without path parameters (as tests do). */
export type RouteHandler<P extends string> = (
  request: Request,
  context?: { params: Promise<Record<P, string>> },
) => Promise<Response>;

function parseWith<T>(schema: ZodType<T>, value: unknown, message?: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (message) throw new InvalidInputError(message);
  const fields = zodFieldErrors(parsed.error);
  throw new InvalidInputError(Object.values(fields)[0] ?? "Invalid request", fields);
}

async function callerFor(
  request: Request,
  auth: RouteAuth,
  signInMessage: string,
): Promise<Caller | Pick<Caller, "ip">> {
  if (auth === "public") return { ip: clientIp(request) };
  const caller = await resolveCaller(request);
  if (auth === "session") return caller;
  if (!caller.signedIn) throw new UnauthenticatedError(signInMessage);
  if (auth === "admin" && caller.role !== "admin") throw new ForbiddenError(ADMINS_ONLY);
  return caller;
}

async function readInput(request: Request, body: unknown, options: RouteOptions<RouteAuth, unknown, unknown, string>) {
  if (body === undefined) return undefined;
  if (body === "none") {
    await refuseBody(request);
    return undefined;
  }
  if (typeof body === "object" && body !== null && "read" in body) {
    return (body as BodyReader).read(request);
  }
  if (typeof body === "object" && body !== null && "text" in body) {
    return readText(request, (body as { text: number }).text);
  }
  const raw =
    options.multipart && isMultipart(request)
      ? formFields(await readMultipart(request, options.multipart))
      : await readJson(request);
  return parseWith(body as ZodType, raw, options.bodyError);
}

/**
 * One API route: who may call it, what it reads, and its answer on failure, in one place. In this order:
 * the origin check of cookie-carrying writes (withErrors), the caller and the route's `auth` (401/403),
 * the path ids (404), the body (413, 415, 400 with field errors) and the query (400); then the handler
 * runs with all of it parsed. Every failure, the handler's own included, answers in the one error shape
 * (lib/http/errors.ts).
 *
 *     export const PUT = route(
 *       { auth: "admin", params: { id: "User not found" }, body: adminUpdateUserSchema },
 *       async ({ input, caller, params }) => {
 *         const user = await updateUserInfo(caller.account, params.id, input);
 *         return NextResponse.json({ success: true, user, message: "User updated" });
 *       },
 *     );
 */
export function route<
  A extends RouteAuth,
  B extends BodySpec | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends string = never,
>(
  options: RouteOptions<A, B, Q, P>,
  handler: (context: RouteContext<A, B, Q, P>) => Promise<Response>,
): RouteHandler<P> {
  const signInMessage = options.signInMessage ?? NOT_SIGNED_IN;
  const handle = withErrors<{ params: Promise<Record<P, string>> } | undefined>(
    async (request, context) => {
      const caller = await callerFor(request, options.auth, signInMessage);
      const given = ((await context?.params) ?? {}) as Record<string, unknown>;
      const params = {} as Record<string, string>;
      for (const [name, notFound] of Object.entries(options.params ?? {}) as [string, string][]) {
        const value = given[name];
        if (typeof value !== "string" || !isObjectId(value)) throw new NotFoundError(notFound);
        params[name] = value;
      }
      await options.before?.(caller as CallerFor<A>);
      const input = await readInput(
        request,
        options.body,
        options as RouteOptions<RouteAuth, unknown, unknown, string>,
      );
      const query = options.query
        ? parseWith(options.query as ZodType, searchParamsObject(new URL(request.url).searchParams))
        : undefined;
      const response = await handler({
        input: input as BodyInput<B>,
        query: query as RouteContext<A, B, Q, P>["query"],
        caller: caller as CallerFor<A>,
        params: params as Record<P, string>,
        request,
      });
      // A change made by this request is gone from the cache every instance shares before it answers.
      await sharedExpiriesSettled();
      return response;
    },
    { anyOrigin: options.anyOrigin },
  );
  return (request, context) => handle(request, context);
}
