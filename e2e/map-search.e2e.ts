import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { Property } from "@/models/Property";
import { CITY_CENTRES } from "@/domain/geo/places-data";
import { boxText } from "@/components/maps/map-points";
import { expect, test } from "./fixtures";
import { reviewShot } from "./support/review-shot";

// The results map: a signed-out visitor opens a city's rentals, switches to the map, zooms in on Patia,
// searches that area, reloads it and saves it. Tiles come from the local stand-in (scripts/stand-ins/fake-tiles.mjs).

const PATIA = CITY_CENTRES.find((c) => c.slug === "bhubaneswar")!.localities.find((l) => l.slug === "patia")!;
const TILE_SIZE = 256;

/** Web Mercator pixel of a point at a zoom level, as Leaflet projects it. */
function worldPixel(lat: number, lng: number, zoom: number) {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** Where a point is on the screen, from the map's own centre and zoom (its data-center and data-zoom). */
async function screenPoint(canvas: Locator, lat: number, lng: number) {
  const [center, zoom, box] = await Promise.all([
    canvas.getAttribute("data-center"),
    canvas.getAttribute("data-zoom"),
    canvas.boundingBox(),
  ]);
  const [cLat, cLng] = center!.split(",").map(Number);
  const z = Number(zoom);
  const point = worldPixel(lat, lng, z);
  const middle = worldPixel(cLat, cLng, z);
  return { x: box!.x + box!.width / 2 + point.x - middle.x, y: box!.y + box!.height / 2 + point.y - middle.y, zoom: z };
}

/** Presses a control until the page's scripts have run and it took effect. */
async function pressUntil(button: Locator, done: () => Promise<void>) {
  await expect(async () => {
    await button.click();
    await done();
  }).toPass({ timeout: 30_000 });
}

async function openMap(page: Page) {
  const mapButton = page.getByRole("button", { name: "Map", exact: true });
  await pressUntil(mapButton, () => expect(mapButton).toHaveAttribute("aria-pressed", "true", { timeout: 2000 }));
  const canvas = page.getByTestId("results-map-canvas");
  await expect(canvas).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await canvas.scrollIntoViewIfNeeded();
  return canvas;
}

/** The listings the map shows: each price pin is one, each group says how many it holds. */
async function listingsOnMap(page: Page): Promise<number> {
  const canvas = page.getByTestId("results-map-canvas");
  const pins = await canvas.locator(".map-price-pin").count();
  const groups = await canvas.locator(".map-cluster").allTextContents();
  return pins + groups.reduce((sum, text) => sum + Number(text), 0);
}

const cardIds = (page: Page) =>
  page
    .getByTestId("place-cards")
    .locator("li[data-listing-id]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-listing-id")));

function boundsOf(url: string) {
  const [south, west, north, east] = new URL(url).searchParams.get("bounds")!.split(",").map(Number);
  return { south, west, north, east };
}

test("a visitor searches the area of the map, reloads it and saves it @mobile", async ({
  page,
  createUser,
  signIn,
  db,
}) => {
  void db;
  test.setTimeout(180_000);
  await page.goto("/rent/bhubaneswar");
  await expect(page.getByTestId("place-cards")).toBeVisible();
  const canvas = await openMap(page);
  // No tile comes from outside: the stand-in serves them.
  await expect(canvas.locator("img.leaflet-tile").first()).toHaveAttribute("src", /^http:\/\/127\.0\.0\.1:\d+\//);

  // Zoom in on Patia by keyboard, as a visitor without a mouse would: arrows bring it to the middle of the map,
  // then "+" zooms in around it, until the map is close enough.
  await canvas.focus();
  const view = async () => `${await canvas.getAttribute("data-center")}@${await canvas.getAttribute("data-zoom")}`;
  await expect(async () => {
    const at = await screenPoint(canvas, PATIA.lat, PATIA.lng);
    const frame = (await canvas.boundingBox())!;
    const dx = at.x - (frame.x + frame.width / 2);
    const dy = at.y - (frame.y + frame.height / 2);
    let key: string | undefined;
    if (Math.abs(dx) > 60) key = dx > 0 ? "ArrowRight" : "ArrowLeft";
    else if (Math.abs(dy) > 60) key = dy > 0 ? "ArrowDown" : "ArrowUp";
    else if (at.zoom < 15) key = "Equal";
    if (!key) return;
    const before = await view();
    await page.keyboard.press(key);
    await expect.poll(view, { timeout: 5000 }).not.toBe(before);
    throw new Error("still moving");
  }).toPass({ timeout: 90_000 });

  const searchArea = page.getByRole("button", { name: "Search this area" });
  const unsearched = page.url();
  await searchArea.click();
  await expect.poll(() => page.url(), { timeout: 30_000 }).not.toBe(unsearched);
  await expect(page).toHaveURL(/\/rent\/bhubaneswar\?bounds=[-\d.]+(%2C|,)/);
  // The new results' map opens on the searched box, which is not a move of the visitor's.
  await expect(page.getByTestId("results-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(searchArea).toBeHidden();
  const box = boundsOf(page.url());
  expect(box.south).toBeLessThan(PATIA.lat);
  expect(box.north).toBeGreaterThan(PATIA.lat);

  // The list: exactly the rentals of Bhubaneswar inside the box (its first page), by a scan of the database.
  const inside = await Property.find({
    isActive: true,
    type: "rent",
    "location.city": "Bhubaneswar",
    "mapPoint.lat": { $gte: box.south, $lte: box.north },
    "mapPoint.lng": { $gte: box.west, $lte: box.east },
  })
    .select({ _id: 1 })
    .lean();
  const insideIds = new Set(inside.map((p) => String(p._id)));
  expect(insideIds.size).toBeGreaterThan(0);
  await expect(async () => {
    const ids = await cardIds(page);
    expect(ids.length).toBe(Math.min(12, insideIds.size));
    for (const id of ids) expect(insideIds.has(id!)).toBe(true);
  }).toPass({ timeout: 30_000 });

  // The map opens on the searched box with a pin (or a group) for every card, and nothing else.
  const mapAfter = page.getByTestId("results-map-canvas");
  await expect(mapAfter).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect.poll(() => listingsOnMap(page), { timeout: 30_000 }).toBe((await cardIds(page)).length);

  // The URL is the state: a reload shows the same results on the same map.
  const before = await cardIds(page);
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId("results-map-canvas")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  expect(await cardIds(page)).toEqual(before);
  await expect.poll(() => listingsOnMap(page), { timeout: 30_000 }).toBe(before.length);

  // Saving it (from the list: on a phone the map covers the page) asks a signed-out visitor to sign in, then
  // saves this very search.
  const listButton = page.getByRole("button", { name: "List", exact: true });
  await pressUntil(listButton, () => expect(listButton).toHaveAttribute("aria-pressed", "true", { timeout: 2000 }));
  const save = page.getByRole("button", { name: "Save this search" });
  await expect(async () => {
    if (!/\/login/.test(page.url())) await save.click();
    await expect(page).toHaveURL(/\/login\?callbackUrl=/, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  const callback = new URL(page.url()).searchParams.get("callbackUrl")!;
  expect(callback).toContain("bounds");
  await signIn(page, await createUser());
  await page.goto(callback);
  await pressUntil(listButton, () => expect(listButton).toHaveAttribute("aria-pressed", "true", { timeout: 2000 }));
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Save this search" }).click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel("Name").fill("Rentals around Patia on the map");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByRole("status")).toContainText("Saved as “Rentals around Patia on the map”", {
    timeout: 30_000,
  });
});

test("a pin lights its card and a card its pin; pins are buttons that open a small card", async ({ page }) => {
  await page.goto("/rent/bhubaneswar/patia");
  await expect(page.getByTestId("place-cards")).toBeVisible();
  const canvas = await openMap(page);
  // Zoomed in on one locality, a group opens as the list of its listings; a single pin as its card.
  const marker = canvas.locator(".map-price-pin, .map-cluster").first();
  await expect(marker).toBeVisible();
  await marker.focus();
  await page.keyboard.press("Enter");
  const card = canvas.locator(".leaflet-popup .map-card").first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toHaveAttribute("href", /^\/properties\/[a-f0-9]{24}$/);
  // A card hovered lights its listing's pin, or the group holding it.
  const first = page.getByTestId("place-cards").locator("li[data-listing-id]").first();
  await first.hover();
  await expect(canvas.locator(".map-price-pin.is-active, .map-cluster.is-active")).toHaveCount(1);
});

test("a keyboard user skips the cards to the map, and a group opened with Enter hands the focus to its listings", async ({
  page,
}) => {
  await page.goto("/rent/bhubaneswar");
  await expect(page.getByTestId("place-cards")).toBeVisible();
  const canvas = await openMap(page);
  const skip = page.getByRole("link", { name: "Skip to the map" });
  await skip.focus();
  await page.keyboard.press("Enter");
  await expect(canvas).toBeFocused();
  // Out with the keyboard until the city's listings gather into groups.
  for (let step = 0; step < 3; step += 1) {
    const zoom = await canvas.getAttribute("data-zoom");
    await page.keyboard.press("Minus");
    await expect(canvas).not.toHaveAttribute("data-zoom", zoom!);
  }

  // A group that zooms in when opened (one whose listings all share a point opens as a list instead).
  const focusedMarker = canvas.locator(".map-price-pin:focus, .map-cluster:focus");
  let zoomed = false;
  for (let i = 0; i < (await canvas.locator(".map-cluster").count()) && !zoomed; i += 1) {
    const before = await canvas.getAttribute("data-zoom");
    await canvas.locator(".map-cluster").nth(i).focus();
    await page.keyboard.press("Enter");
    zoomed = await expect(canvas)
      .not.toHaveAttribute("data-zoom", before!, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!zoomed) await page.keyboard.press("Escape");
  }
  expect(zoomed, "a group of the city's map zooms in").toBe(true);
  await expect(focusedMarker).toHaveCount(1);
});

test("the map of a searched area keeps the pins at its top edge whole and clear of the view bar @mobile", async ({
  page,
  db,
}) => {
  void db;
  // The page "Search this area" lands on, for a box as tall as the map at zoom 16 whose top edge runs through a
  // listing: its pin (or its group) would stand at the very top of the map, where a phone holds the
  // Filters/List/Map bar.
  const rentals = await Property.find({ isActive: true, type: "rent", "location.city": "Bhubaneswar" })
    .select({ mapPoint: 1 })
    .lean();
  const top = rentals[0].mapPoint as { lat: number; lng: number };
  const north = Math.ceil(top.lat * 1e4) / 1e4;
  const zoomed = (lat: number) => worldPixel(lat, top.lng, 16).y;
  await page.goto(
    `/rent/bhubaneswar?bounds=${boxText({ south: north - 0.01, west: top.lng - 0.0005, north, east: top.lng + 0.0005 })}`,
  );
  const pane = page.getByTestId("results-map");
  const { height } = (await pane.boundingBox())!;
  // A few pixels short of the map's height (the box is rounded to 4 decimals, about 5 px), so zoom 16 fits it.
  const span = Math.floor(((height - 8) / (zoomed(north - 0.01) - zoomed(north))) * 0.01 * 1e4) / 1e4;
  await page.goto(
    `/rent/bhubaneswar?bounds=${boxText({ south: north - span, west: top.lng - 0.0005, north, east: top.lng + 0.0005 })}`,
  );
  const canvas = page.getByTestId("results-map-canvas");
  await expect(canvas).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  const markers = canvas.locator(".map-price-pin span, .map-cluster");
  await expect(markers.first()).toBeVisible();

  const [bar, map] = await Promise.all([page.getByTestId("results-view-bar").boundingBox(), pane.boundingBox()]);
  for (const marker of await markers.all()) {
    const drawn = (await marker.boundingBox())!;
    expect(drawn.y, "below the bar").toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(drawn.y, "inside the map").toBeGreaterThanOrEqual(map!.y);
    expect(drawn.x).toBeGreaterThanOrEqual(map!.x);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(map!.x + map!.width);
  }
  await reviewShot(page, "searched-area");
});

/** The build's scripts a page's HTML names (tags, preloads, React's payload), as scripts/client-bundle.mjs reads them. */
const firstLoadChunks = (html: string) => [
  ...new Set([...html.matchAll(/static\/chunks\/[\w./~-]+?\.js/g)].map(([chunk]) => chunk)),
];

test("home, a listing and a place page load no map script until a map is shown", async ({ request, db }) => {
  void db;
  const listing = await Property.findOne({ isActive: true }).select({ _id: 1 }).lean();
  for (const pagePath of ["/", `/properties/${listing!._id}`, "/rent/bhubaneswar/patia"]) {
    const response = await request.get(pagePath);
    expect(response.status()).toBe(200);
    const chunks = firstLoadChunks(await response.text());
    expect(chunks.length).toBeGreaterThan(0);
    const withLeaflet = chunks.filter((chunk) =>
      readFileSync(path.join(".next", chunk), "utf8").includes("leaflet-tile-container"),
    );
    expect(withLeaflet, pagePath).toEqual([]);
  }
});
