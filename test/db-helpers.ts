import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { peerAddressHeader } from "@/lib/http/peer-address";
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
 * Headers of a request that came over a connection from `address`, as the server records it for every
 * request it receives (lib/http/peer-address.ts): the client's address under the default TRUSTED_PROXY_HOPS=0.
 */
export const fromAddress = (address: string): Record<string, string> => peerAddressHeader(address);

export const routeContext = <T extends Record<string, string | string[]>>(params: T) => ({
  params: Promise.resolve(params),
});
