import { expect, test } from "./fixtures";

test("a visitor compares three listings side by side, and no more than three @mobile", async ({ page }) => {
  await page.goto("/rent/bhubaneswar");
  const cards = page.getByTestId("place-cards").locator(":scope > li");
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    const title = (await cards.nth(i).getByRole("heading", { level: 3 }).textContent())!.trim();
    titles.push(title);
    await cards
      .nth(i)
      .getByRole("button", { name: `Compare ${title}` })
      .click();
    await expect(cards.nth(i).getByRole("button", { name: `Remove ${title} from compare` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  // A fourth is refused with a word why; the page stays put (the button is not the card's link).
  const fourth = (await cards.nth(3).getByRole("heading", { level: 3 }).textContent())!.trim();
  await cards
    .nth(3)
    .getByRole("button", { name: `Compare ${fourth}` })
    .click();
  await expect(page.getByText("You can compare up to 3 listings. Remove one first.")).toBeVisible();
  await expect(page).toHaveURL(/\/rent\/bhubaneswar$/);

  // The choice survives a reload (browser storage, no account).
  await page.reload();
  const tray = page.getByRole("region", { name: "Compare listings" });
  await tray.getByRole("link", { name: "Compare 3 of 3" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=([0-9a-f]{24},){2}[0-9a-f]{24}$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  for (const title of titles) await expect(table.getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
  for (const row of [
    "Price",
    "Deposit",
    "BHK",
    "Area",
    "Furnishing",
    "Floor",
    "Facing",
    "Available from",
    "Amenities",
    "Locality",
  ]) {
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  }

  // /compare without ids (a bookmark, the back button) shows the same selection from this browser's tray.
  await page.goto("/compare");
  await expect(page).toHaveURL(/\/compare\?ids=([0-9a-f]{24},){2}[0-9a-f]{24}$/, { timeout: 30_000 });
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
});

test("a compare link with malformed ids answers 400; ids of listings that are gone are left out", async ({
  page,
  request,
}) => {
  for (const ids of [
    "nope",
    "0123456789abcdef01234567,x",
    `${"a".repeat(24)},${"b".repeat(24)},${"c".repeat(24)},${"d".repeat(24)}`,
  ]) {
    expect((await request.get(`/compare?ids=${ids}`)).status(), ids).toBe(400);
  }
  const answer = await request.get("/api/property/property?page=1&limit=1");
  const [listing] = (await answer.json()).properties as Array<{ _id: string; title: string }>;
  const response = await page.goto(`/compare?ids=${"f".repeat(24)},${listing._id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(1);
  await expect(page.getByRole("columnheader", { name: new RegExp(listing.title) })).toBeVisible();
});
