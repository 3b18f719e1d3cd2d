import { NextResponse } from "next/server";
import { sharedExpiriesSettled } from "@/lib/cache/shared";
import type { z, ZodType } from "zod";
import { resolveCaller, type AdminCaller, type Caller, type UserCaller } from "@/lib/auth/caller";
import { ADMINS_ONLY, NOT_SIGNED_IN } from "@/lib/auth/session";
import type { ParamsOf, ResponseOf, Route, SchemaRef, SpecOf } from "@/lib/contracts/route";
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "@/lib/errors";
import type { Answer } from "@/lib/http/answer";
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

/** The contract's JSON body schema, as the server parses with it. */
type JsonSchemaOf<C> = C extends { json: SchemaRef<infer J> } ? J : never;

/** The contract's JSON body as its schema parses it. */
type JsonInputOf<C> = z.output<JsonSchemaOf<C>>;

/** Parses a value with the contract's JSON schema (400 with field errors), for a route's own body reader. */
export type ParseJson<C> = (raw: unknown) => Promise<JsonInputOf<C>>;

/**
 * A body the route reads in a way of its own (a listing form: JSON, or multipart with image files). Its
 * `read` gets the request and `parse` (a `ParseJson<typeof contract>`), which parses a value with the
 * contract's JSON schema and fails with the same 400 as a JSON route.
 */
type BodyReader<T> = { read: (request: Request, parse: never) => Promise<T> };

/**
 * What a route reads from the body besides its contract's JSON: `"none"` for a write whose meaning is all in
 * the URL (a body is refused with 400), `{ text: maxBytes }` for the raw text (signed webhooks), or a reader
 * of its own. Without it, a route whose contract has a JSON schema reads the body with it, and any other
 * does not read the body.
 */
export type BodySpec = "none" | { text: number } | BodyReader<unknown>;

type BodyInput<C, B> =
  B extends BodyReader<infer T>
    ? T
    : B extends { text: number }
      ? string
      : C extends { json: SchemaRef }
        ? JsonInputOf<C>
        : undefined;

type QueryInput<C> = C extends { query: SchemaRef<infer Q> } ? z.output<Q> : undefined;

/** The names of the contract's path parameters. */
type ParamName<C> = keyof ParamsOf<SpecOf<C>> & string;

/** Path parameters, all ObjectIds: each name with the 404 message for a value that cannot be one. */
type ParamsOption<C> = [ParamName<C>] extends [never] ? { params?: never } : { params: Record<ParamName<C>, string> };

export type RouteOptions<C extends Route, A extends RouteAuth, B> = {
  auth: A;
  /** The 401 message for a signed-out caller of a "user" or "admin" route. */
  signInMessage?: string;
  /** See `BodySpec`. */
  body?: B;
  /** One message for any body the contract's schema refuses, in place of zod's field errors. */
  bodyError?: string;
  /** The contract's JSON body may be left out: no body and no content type read as `{}`. */
  optionalBody?: true;
  /** Also take the JSON schema's fields as multipart form data (each field once), capped at `maxBytes`. */
  multipart?: { maxBytes: number; tooLarge?: string; malformed?: string };
  /**
   * Runs after the caller is known and before the body is read: for a per-address limit that must refuse
   * a client before its upload streams in.
   */
  before?: (caller: CallerFor<A>) => Promise<void>;
  /** For server-to-server calls that never carry a session (payment webhooks): no origin check. */
  anyOrigin?: boolean;
} & ParamsOption<C>;

/** What the handler returns: the contract's JSON answer, or any Response for a route declared `.raw()`. */
export type AnswerOf<C> = SpecOf<C> extends { raw: true } ? Response : Answer<ResponseOf<SpecOf<C>>>;

export type RouteContext<C extends Route, A extends RouteAuth, B> = {
  /** The parsed body (or its text, or the reader's result); undefined when the route reads none. */
  input: BodyInput<C, B>;
  /** The query string, parsed by the contract's schema; undefined without one. */
  query: QueryInput<C>;
  caller: CallerFor<A>;
  params: Record<ParamName<C>, string>;
  request: Request;
  /**
   * The success answer, `{ success: true, message?, ...body }`: `body` is what the contract declares,
   * nothing more or else (the type checker holds the handler to it).
   */
  ok: (body: ResponseOf<SpecOf<C>> & { message?: string }, init?: ResponseInit) => Answer<ResponseOf<SpecOf<C>>>;
};

/** What Next.js calls; the context may be left out for a route without path parameters (as tests do). */
export type RouteHandler<P extends string> = (
  request: Request,
  context?: { params: Promise<Record<P, string>> },
) => Promise<Response>;

/** A handler made by `route()`: it names its contract, which the tests check against its file. */
export type DeclaredHandler<C extends Route> = RouteHandler<ParamName<C>> & { readonly contract: C };

/** The success answer `{ success: true, ...body }`, handed to each handler as `ok`. */
function ok<T>(body: T & { message?: string }, init?: ResponseInit): Answer<T> {
  return NextResponse.json({ success: true, ...body }, init) as NextResponse as Answer<T>;
}

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

/** Whether the request carries a body or announces one. */
function hasBody(request: Request): boolean {
  return (
    Number(request.headers.get("content-length") ?? 0) > 0 ||
    request.headers.has("transfer-encoding") ||
    request.headers.has("content-type")
  );
}

type AnyOptions = Omit<RouteOptions<Route, RouteAuth, BodySpec>, "params"> & { params?: Record<string, string> };

async function readInput(request: Request, contract: Route, options: AnyOptions): Promise<unknown> {
  const body = options.body;
  const parse = async (raw: unknown) => {
    if (!contract.json) throw new Error(`${contract.method} ${contract.path} declares no JSON body to parse`);
    return parseWith((await contract.json.load()) as ZodType, raw, options.bodyError);
  };
  if (body === "none") {
    await refuseBody(request);
    return undefined;
  }
  if (typeof body === "object" && "read" in body) return body.read(request, parse as never);
  if (typeof body === "object" && "text" in body) return readText(request, body.text);
  if (!contract.json) return undefined;
  if (options.optionalBody && !hasBody(request)) return parse({});
  const raw =
    options.multipart && isMultipart(request)
      ? formFields(await readMultipart(request, options.multipart))
      : await readJson(request);
  return parse(raw);
}

/**
 * One API route's handler, declared with its contract (`lib/contracts`), which says its method, path, the
 * schemas of its body and query, and its answer; the options say who may call it and how the body is read.
 * In this order: the origin check of cookie-carrying writes (withErrors), the caller and the route's `auth`
 * (401/403), the path ids (404), the body (413, 415, 400 with field errors) and the query (400); then the
 * handler runs with all of it parsed, and answers through `ok` with what the contract declares. Every
 * failure, the handler's own included, answers in the one error shape (lib/http/errors.ts).
 *
 *     export const PUT = route(admin.adminUpdateUser, { auth: "admin", params: { id: "User not found" } },
 *       async ({ input, caller, params, ok }) =>
 *         ok({ user: await updateUserInfo(caller.account, params.id, input), message: "User updated" }),
 *     );
 *
 * The export's name is the contract's method (a test checks it), and the file's folder its path.
 */
export function route<C extends Route, A extends RouteAuth, B extends BodySpec | undefined = undefined>(
  contract: C,
  options: RouteOptions<C, A, B>,
  handler: (context: RouteContext<C, A, B>) => Promise<AnswerOf<C>>,
): DeclaredHandler<C> {
  const opts = options as unknown as AnyOptions;
  const signInMessage = opts.signInMessage ?? NOT_SIGNED_IN;
  const handle = withErrors<{ params: Promise<Record<string, string>> } | undefined>(
    async (request, context) => {
      const caller = await callerFor(request, opts.auth, signInMessage);
      const given = ((await context?.params) ?? {}) as Record<string, unknown>;
      const params: Record<string, string> = {};
      for (const [name, notFound] of Object.entries(opts.params ?? {})) {
        const value = given[name];
        if (typeof value !== "string" || !isObjectId(value)) throw new NotFoundError(notFound);
        params[name] = value;
      }
      await opts.before?.(caller as never);
      const input = await readInput(request, contract, opts);
      const query = contract.query
        ? parseWith((await contract.query.load()) as ZodType, searchParamsObject(new URL(request.url).searchParams))
        : undefined;
      const response = await handler({
        input,
        query,
        caller,
        params,
        request,
        ok,
      } as unknown as RouteContext<C, A, B>);
      // A change made by this request is gone from the cache every instance shares before it answers.
      await sharedExpiriesSettled();
      return response;
    },
    { anyOrigin: opts.anyOrigin },
  );
  return Object.assign(
    (request: Request, context?: { params: Promise<Record<string, string>> }) => handle(request, context),
    { contract },
  );
}
