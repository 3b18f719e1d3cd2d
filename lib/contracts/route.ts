import type { z } from "zod";

// Browser-safe: plain objects naming a method, a path and the schemas of the input, and types. The schemas
// are named, not loaded: only the server loads them (forms that need one load it themselves).

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The word values a query string may carry; the client leaves out undefined, null and "". */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * A zod schema of `lib/validation` (or the listing search's), named by its module and export. The route
 * declaration carries it without loading it: the browser never parses with it, the server loads it once.
 */
export type SchemaRef<S extends z.ZodType = z.ZodType> = { readonly load: () => Promise<S> };

/** Names `module`'s export `name`, a schema, for a route's `json` or `query`. */
export function schema<M, K extends keyof M & string>(
  module: () => Promise<M>,
  name: K,
): SchemaRef<Extract<M[K], z.ZodType>> {
  let loaded: Promise<Extract<M[K], z.ZodType>> | undefined;
  return { load: () => (loaded ??= module().then((exports) => exports[name] as Extract<M[K], z.ZodType>)) };
}

/**
 * What one API route exchanges, as types (made by `route()` from the declaration):
 * - `params`: the path's parameters (none for a fixed path);
 * - `query`: the query words;
 * - `json`: the JSON body;
 * - `body`: a body sent as is (FormData of an upload);
 * - `response`: what a successful answer carries besides `success` and `message`;
 * - `raw`: the answer is not that JSON (a redirect the browser follows).
 */
export type RouteSpec = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  body?: BodyInit;
  response: object;
  raw?: true;
};

/**
 * One API route, declared once for the browser and the server: its method, its path pattern (the folder
 * under app/, `[name]` for a parameter), the schemas its body and query are parsed by. `spec` is never set:
 * it carries the route's types to `callRoute` and to the server's `route()`.
 */
export type Route<S extends RouteSpec = RouteSpec> = {
  readonly method: Method;
  readonly path: string;
  readonly json?: SchemaRef;
  readonly query?: SchemaRef;
  readonly form?: true;
  readonly spec?: S;
};

export type ParamsOf<S> = S extends { params: infer P } ? P : void;
export type QueryOf<S> = S extends { query: infer Q } ? Q : never;
export type JsonOf<S> = S extends { json: infer J } ? J : never;
export type BodyOf<S> = S extends { body: infer B } ? B : never;
export type ResponseOf<S> = S extends { response: infer R } ? R : never;

/** The spec of a route object. */
export type SpecOf<R> = R extends Route<infer S> ? S : never;

/** The names of a path pattern's `[name]` segments. */
export type PathParams<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/**
 * The query words a query schema accepts. A query string is text the server coerces, so the words are given
 * as their parsed values (numbers, enum words), each optional.
 */
type QueryInput<Schema extends z.ZodType> = { [K in keyof z.output<Schema>]?: z.output<Schema>[K] };

/** What a route reads besides its path: the schemas of its query and JSON body, and whether it takes a form. */
type Inputs = {
  readonly query?: SchemaRef;
  readonly json?: SchemaRef;
  /** The route also takes (or only takes) a multipart form, sent as FormData. */
  readonly form?: true;
};

type Flat<T> = { [K in keyof T]: T[K] };

type SpecFor<P extends string, I extends Inputs, R extends object> = Flat<
  ([PathParams<P>] extends [never] ? unknown : { params: { [K in PathParams<P>]: string } }) &
    (I extends { query: SchemaRef<infer Q> } ? { query: QueryInput<Q> } : unknown) &
    (I extends { json: SchemaRef<infer J> } ? { json: z.input<J> } : unknown) &
    (I extends { form: true } ? { body: FormData } : unknown) & { response: R }
>;

/** A declared route: the spec's types, and the literal method, path and schemas for the server. */
type Declared<M extends Method, P extends string, I extends Inputs, S extends RouteSpec> = Route<S> & {
  readonly method: M;
  readonly path: P;
} & Readonly<I>;

/**
 * Declares one route: its method, path and inputs, then its answer.
 *
 *     export const login = route("POST", "/api/user/login", { json: schema(auth, "loginSchema") })
 *       .answers<{ user: PublicUser }>();
 *
 * `.answers<T>()`: a JSON answer `{ success: true, message?, ...T }` (T is what the server's serializers
 * make; the server's handler cannot answer anything else). `.raw()`: an answer that is not that JSON (a
 * redirect the browser follows, a file): the handler may return any Response, and the browser navigates
 * to the route rather than calling it.
 */
export function route<const M extends Method, const P extends string, const I extends Inputs = object>(
  method: M,
  path: P,
  inputs?: I,
) {
  const declared = { method, path, ...inputs };
  return {
    answers: <R extends object = object>() => declared as Declared<M, P, I, SpecFor<P, I, R>>,
    raw: () => declared as Declared<M, P, I, SpecFor<P, I, object> & { raw: true }>,
  };
}

/** The path of a route with its parameters filled in, each encoded so an id can never reach another path. */
export function pathOf(route: Route, params?: Record<string, string>): string {
  return route.path.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
}

/** The old server's spelling of a route's path, which its clients still call: the same path without `/api`. */
export function oldServerPath(route: Route): string {
  return route.path.replace(/^\/api(?=\/)/, "");
}
