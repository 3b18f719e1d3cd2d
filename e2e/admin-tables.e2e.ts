import type { Page } from "@playwright/test";
import { expect, openTab, test } from "./admin-helpers";
import { todayInOdisha } from "@/domain/visits/options";
import { Visit } from "@/models/Visit";

const LONG = "Spacious corner flat with a garden view and covered parking beside Infocity";

/** Every row action of a table is inside the screen and inside the table's card, without scrolling either. */
async function expectActionsOnScreen(page: Page, table: string, rowTestId: string, rowText: string) {
  const region = page.getByRole("region", { name: `${table} table` });
  const row = region.getByTestId(rowTestId).filter({ hasText: rowText });
  await expect(row).toBeVisible();
  const card = (await region.boundingBox())!;
  const width = page.viewportSize()!.width;
  const actions = row.locator("td:last-child").getByRole("button");
  expect(await actions.count()).toBeGreaterThan(0);
  for (const action of await actions.all()) {
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    const name = (await action.getAttribute("aria-label")) ?? "";
    expect(box.x, name).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(Math.min(width, card.x + card.width));
  }
  // The button is the one a click reaches: nothing (a scrolled cell) lies over it.
  const first = actions.first();
  const box = (await first.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await first.getAttribute("aria-label"));
}

test("every admin table's row actions are on screen without scrolling, long titles and messages included @mobile", async ({
  adminPage: page,
  createListing,
  createMessage,
  createUser,
}) => {
  test.setTimeout(120_000);
  const pending = await createListing({
    title: `${LONG} ${Date.now().toString(36)}`.slice(0, 70),
    isActive: false,
    source: "public",
    owner: { name: "Sasmita Behera", phone: "9437011111", email: "sasmita.behera.owner@example.in" },
  });
  const sender = `Bibhuti ${Date.now().toString(36)}`;
  await createMessage({
    name: sender,
    subject: "A question about the corner flat with the garden view near Infocity",
    message: `${LONG}. `.repeat(6),
  });
  const buyer = await createUser({ name: `Visitor ${Date.now().toString(36)}` });
  const visit = await Visit.create({
    user: buyer._id,
    property: pending._id,
    preferredDate: todayInOdisha(),
    note: `${LONG}. `.repeat(4),
  });

  try {
    await openTab(page, "properties", "Properties");
    await page.getByLabel("Search properties").fill(pending.title.slice(-12));
    await expectActionsOnScreen(page, "Properties", "property-row", pending.title);

    await openTab(page, "messages", "Messages");
    // The stored messages (contact page, reports) are the tab's third view, after the conversations.
    await page.getByRole("button", { name: "All messages" }).click();
    await expectActionsOnScreen(page, "Messages", "message-row", sender);

    await openTab(page, "users", "Users");
    await page.getByLabel("Search users").fill(buyer.email);
    await expectActionsOnScreen(page, "Users", "user-row", buyer.email);

    await openTab(page, "visits", "Visits");
    await expectActionsOnScreen(page, "Visits", "visit-row", buyer.email);
  } finally {
    await Visit.deleteOne({ _id: visit._id });
  }
});

/** On how many lines a word of the row's visible text is drawn: 1 unless it was split, 0 if it is not shown. */
const linesOf = (page: Page, testId: string, rowText: string, word: string) =>
  page
    .getByTestId(testId)
    .filter({ hasText: rowText })
    .evaluate((row, word) => {
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      let most = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        most = Math.max(most, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
      return most;
    }, word);

test("at 1440 px the awaiting list keeps amounts and place names whole", async ({ adminPage: page, createListing }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now().toString(36);
  const pending = await createListing({
    title: `Garden-view corner flat ${stamp}`,
    price: 1_750_000,
    isActive: false,
    source: "public",
    owner: { name: "Sasmita Behera", phone: "9437066666", email: "sasmita.garden.owner@example.in" },
  });
  await openTab(page, "properties", "Properties");
  // The search is by whole words: the title's own stamp finds it alone.
  await page.getByLabel("Search properties").fill(stamp);
  const rows = page.getByTestId("property-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: pending.title })).toBeVisible();
  expect(await linesOf(page, "property-row", pending.title, "₹17,50,000")).toBe(1);
  expect(await linesOf(page, "property-row", pending.title, "Bhubaneswar")).toBe(1);
});
