import { NextResponse } from "next/server";
import { z } from "zod";
import { callRoute } from "@/components/ui/api";
import { route as declare, schema } from "@/lib/contracts/route";
import { redirect } from "@/lib/http/answer";
import { route } from "@/lib/http/route";

// What the type checker holds a route to, checked by `npm run typecheck` (tsc reads this file): each
// `@ts-expect-error` line must stay an error, or tsc fails with "Unused '@ts-expect-error' directive". The
// tests at the end run the same declarations, so the file is also a test of what they answer.

const greeting = z.object({ name: z.string().min(1), times: z.number().int().optional() });
const inline = () => schema(async () => ({ greeting }), "greeting");

/** A contract as the browser and the server see it: a JSON body in, a greeting and a count out. */
const greet = declare("POST", "/api/greet/[id]", { json: inline() }).answers<{ greeting: string; count: number }>();

/** A link the browser follows; the server answers a redirect. */
const leave = declare("GET", "/api/leave").raw();

const byId = { id: "Nothing here" };

// The handler's answer must be the contract's.
export const answersItsContract = route(greet, { auth: "public", params: byId }, async ({ input, params, ok }) =>
  ok({ greeting: `Hello, ${input.name} (${params.id})`, count: input.times ?? 1, message: "Greeted" }),
);

export const wrongFieldType = route(greet, { auth: "public", params: byId }, async ({ ok }) =>
  // @ts-expect-error `count` is a number in the contract, not a string.
  ok({ greeting: "Hello", count: "one" }),
);

export const fieldNotInContract = route(greet, { auth: "public", params: byId }, async ({ ok }) =>
  // @ts-expect-error `greting` is not a field of the contract's answer.
  ok({ greting: "Hello", greeting: "Hello", count: 1 }),
);

export const missingField = route(greet, { auth: "public", params: byId }, async ({ ok }) =>
  // @ts-expect-error the contract's answer has a `count`.
  ok({ greeting: "Hello" }),
);

export const byHand = route(greet, { auth: "public", params: byId }, async () =>
  // @ts-expect-error a JSON answer made by hand is not the contract's answer, whatever its shape.
  NextResponse.json({ success: true, greeting: "Hello", count: 1 }),
);

// A redirect is an answer of any route (a form sent before the page's scripts ran goes back to its page).
export const redirects = route(greet, { auth: "public", params: byId }, async () => redirect("/done"));

// A route declared `.raw()` may answer any Response.
export const rawAnswer = route(leave, { auth: "public" }, async () => new Response(null, { status: 303 }));

// The input is what the contract's schema parses; the params are the path's.
export const readsItsInput = route(greet, { auth: "public", params: byId }, async ({ input, params, ok }) => {
  // @ts-expect-error `nickname` is not in the contract's schema.
  void input.nickname;
  // @ts-expect-error the path has no `slug`.
  void params.slug;
  return ok({ greeting: input.name, count: 1 });
});

// @ts-expect-error the path's `[id]` needs its 404 message.
export const paramsLeftOut = route(greet, { auth: "public" }, async ({ ok }) => ok({ greeting: "Hello", count: 1 }));

// The browser's call is typed by the same contract.
export async function browserCalls() {
  const answer = await callRoute(greet, { params: { id: "1" }, json: { name: "Asha" } });
  const count: number | undefined = answer.body.count;
  // @ts-expect-error `name` is a string in the contract's schema.
  await callRoute(greet, { params: { id: "1" }, json: { name: 7 } });
  // @ts-expect-error the path needs its `id`.
  await callRoute(greet, { json: { name: "Asha" } });
  // @ts-expect-error a raw route is followed as a link, not called.
  await callRoute(leave);
  return count;
}

describe("a route declared with its contract", () => {
  const ID = "64b7f0c2a1b2c3d4e5f60718";
  const post = (json: unknown) =>
    answersItsContract(
      new Request(`http://localhost:3000/api/greet/${ID}`, {
        method: "POST",
        headers: { "content-type": "application/json", host: "localhost:3000", origin: "http://localhost:3000" },
        body: JSON.stringify(json),
      }),
      { params: Promise.resolve({ id: ID }) },
    );

  it("names its contract", () => {
    expect(answersItsContract.contract).toBe(greet);
  });

  it("answers `{ success: true, message?, ...the contract's answer }`", async () => {
    const answer = await post({ name: "Asha", times: 2 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      greeting: `Hello, Asha (${ID})`,
      count: 2,
      message: "Greeted",
    });
  });

  it("parses the body with the contract's schema", async () => {
    const answer = await post({ name: "" });
    expect(answer.status).toBe(400);
    expect(Object.keys((await answer.json()).errors)).toEqual(["name"]);
  });
});
