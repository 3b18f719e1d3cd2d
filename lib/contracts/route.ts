import type { z } from "zod";

// Browser-safe: types, and plain objects naming a method and a path. Nothing here loads server code or zod.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The word values a query string may carry; the client leaves out undefined, null and "". */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/**
 * What one API route exchanges, as types only:
 * - `params`: the path's parameters (omit for a fixed path);
 * - `query`: the query words;
 * - `json`: the JSON body;
 * - `body`: a body sent as is (FormData of an upload);
 * - `response`: what a successful answer carries besides `success` and `message`.
 */
export type RouteSpec = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  body?: BodyInit;
  response: object;
};

/**
 * One API route as the browser calls it: its method and its path. `spec` is never set: it only carries the
 * route's types to `callRoute`.
 */
export type Route<S extends RouteSpec> = {
  readonly method: Method;
  readonly path: (params: ParamsOf<S>) => string;
  readonly spec?: S;
};

export type ParamsOf<S> = S extends { params: infer P } ? P : void;
export type QueryOf<S> = S extends { query: infer Q } ? Q : never;
export type JsonOf<S> = S extends { json: infer J } ? J : never;
export type BodyOf<S> = S extends { body: infer B } ? B : never;
export type ResponseOf<S> = S extends { response: infer R } ? R : never;

/** The spec of a route object. */
export type SpecOf<R> = R extends Route<infer S> ? S : never;

/** The answer type of a route object (what `callRoute` hands back in `body`). */
export type ResponseOfRoute<R> = ResponseOf<SpecOf<R>>;

/** The JSON body a zod schema accepts, as the browser sends it (before the server's parsing). */
export type JsonInput<Schema extends z.ZodType> = z.input<Schema>;

/**
 * The query words a query schema accepts. A query string is text the server coerces, so the words are given
 * as their parsed values (numbers, enum words), each optional.
 */
export type QueryInput<Schema extends z.ZodType> = { [K in keyof z.output<Schema>]?: z.output<Schema>[K] };

/** Declares one route: `route<Spec>("GET", () => "/api/x")`. */
export function route<S extends RouteSpec>(method: Method, path: (params: ParamsOf<S>) => string): Route<S> {
  return { method, path };
}

/** A path segment taken from a parameter, encoded so an id can never reach another path. */
export const seg = (value: string) => encodeURIComponent(value);
