import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";
import { LimitCounter } from "@/models/LimitCounter";
import { User } from "@/models/User";

/** Connects and empties the collections this project owns (the in-memory engine cannot drop). */
export async function resetDatabase(): Promise<void> {
  await connectToDatabase();
  await Promise.all([Property.createIndexes(), User.createIndexes(), Message.createIndexes()]);
  const names = Object.keys(mongoose.connection.models);
  await Promise.all(names.map((name) => mongoose.connection.models[name].deleteMany({})));
}

/** Forgets every rate-limit counter, of the fixed windows and of the throttles. */
export async function clearRateLimits(): Promise<void> {
  await connectToDatabase();
  await LimitCounter.deleteMany({});
}

/** A route handler as the tests call it: a request and the route's params. */
export type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export function jsonRequest(url: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, headers, ...rest } = init;
  return new Request(new URL(url, "http://localhost:3000"), {
    ...rest,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
}

/**
 * Headers of a request from the client at `address`, as the server reads it under the default
 * TRUSTED_PROXY_HOPS=0 (lib/http/client-ip.ts): the right-most X-Forwarded-For entry, which the proxy in front
 * appends (and `next start` fills in from the connection when a request has none). `clientWrote` is an
 * X-Forwarded-For the client sent itself, which the proxy appends to.
 */
export const fromAddress = (address: string, clientWrote?: string): Record<string, string> => ({
  "x-forwarded-for": clientWrote ? `${clientWrote}, ${address}` : address,
});

export const routeContext = <T extends Record<string, string | string[]>>(params: T) => ({
  params: Promise.resolve(params),
});
