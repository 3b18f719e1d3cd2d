import { expect, test } from "./fixtures";

/**
 * The per-address budget of map-area and distance searches (20 a minute) is spent only on what the cache
 * cannot answer: a family panning back to the map view everyone looks at costs nothing, while a script sending
 * a new centre with every request is refused once its budget is used up. The server under test reads the
 * client's address from X-Forwarded-For (no proxy in front of it), so each part names an address of its own.
 */
const MAP_VIEW = "/api/property/property?bounds=20.33,85.8,20.37,85.84&sort=newest&page=1&limit=12";
const BUDGET = 20;

const from = (address: string) => ({ "x-forwarded-for": address });

test("a cached map search costs no budget; distinct centres are refused with 429 after twenty", async ({ request }) => {
  const first = await request.get(MAP_VIEW, { headers: from("198.51.100.70") });
  expect(first.status()).toBe(200);
  const { total } = await first.json();

  // The same view, more times than the budget allows misses, from one address: every one answered.
  for (let n = 0; n < BUDGET + 5; n++) {
    const again = await request.get(MAP_VIEW, { headers: from("198.51.100.71") });
    expect(again.status(), `request ${n + 1} of the same map view`).toBe(200);
    expect((await again.json()).total).toBe(total);
  }

  // A new centre each time: answered up to the budget, then refused with the wait.
  const centre = (n: number) =>
    `/api/property/property?near=${(20.3 + n * 0.0007).toFixed(5)},85.82&radius=25&sort=distance&page=1&limit=12`;
  for (let n = 0; n < BUDGET; n++) {
    const answer = await request.get(centre(n), { headers: from("198.51.100.72") });
    expect(answer.status(), `distance search ${n + 1}`).toBe(200);
  }
  const refused = await request.get(centre(BUDGET), { headers: from("198.51.100.72") });
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await refused.json()).message).toMatch(/^Too many map and distance searches from your network\./);
});
