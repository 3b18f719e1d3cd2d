import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";
import { layoutShifts, watchLayoutShift } from "./support/layout-shift";
import { Favourite } from "@/models/Favourite";
import { ListingView } from "@/models/ListingView";
import { Message } from "@/models/Message";
import { Property } from "@/models/Property";
import { reviewShot } from "./support/review-shot";

type Listing = { _id: string; title: string; price: number; type: string; pictures: string[] };

async function listing(request: import("@playwright/test").APIRequestContext, query: string, index = 0) {
  const body = await (await request.get(`/api/property/property?${query}&page=1&limit=${index + 1}`)).json();
  return body.properties[index] as Listing;
}

test("a visitor browses the photos, works out the EMI, and the page carries its structured data @mobile", async ({
  page,
  request,
  db,
}, testInfo) => {
  void db;
  // Each screen size gets a listing of its own, so their view counts do not mix.
  const property = await listing(request, "type=sale&sort=price_desc", testInfo.project.name === "mobile" ? 1 : 0);
  // A visitor counts once a day per listing; this journey is that visitor's first look today.
  await ListingView.deleteMany({ property: property._id });
  const before = (await Property.findById(property._id).lean())!.views;

  const response = await page.goto(`/properties/${property._id}`);
  expect(response?.status()).toBe(200);
  // Server-rendered JSON-LD: an Offer in rupees about the home, with its address.
  const html = await response!.text();
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Offer",
    name: property.title,
    price: property.price,
    priceCurrency: "INR",
    itemOffered: { address: { "@type": "PostalAddress", addressLocality: "Bhubaneswar", addressCountry: "IN" } },
  });
  expect(html).toContain(`<link rel="canonical" href="${new URL(`/properties/${property._id}`, page.url()).href}"`);
  await expect(page.getByRole("heading", { level: 1, name: property.title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Listing badges" }).getByText("For Sale")).toBeVisible();

  // Gallery: thumbnails and arrow keys change the main photo.
  const count = property.pictures.length;
  expect(count).toBeGreaterThanOrEqual(3);
  const photo = (n: number) => page.getByRole("img", { name: `${property.title}, photo ${n} of ${count}` });
  await expect(photo(1)).toBeVisible();
  await page.getByRole("button", { name: `Show photo 2 of ${count}` }).click();
  await expect(photo(2)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(photo(3)).toBeVisible();
  await expect(page.getByRole("button", { name: `Show photo 3 of ${count}` })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(photo(1)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(photo(count)).toBeVisible();

  // EMI: ₹10 lakh at 8.5% over 20 years.
  await page.getByRole("button", { name: "EMI calculator" }).click();
  await page.getByLabel("Loan amount (₹)").fill("1000000");
  await page.getByLabel("Interest rate (% a year)").fill("8.5");
  await page.getByLabel("Tenure (years)").fill("20");
  await expect(page.getByText("Monthly EMI: ₹8,678")).toBeVisible();

  // One view for this visit, none for a reload in the same browser session.
  await expect.poll(async () => (await Property.findById(property._id).lean())!.views).toBe(before + 1);
  const viewCalls: string[] = [];
  page.on("request", (r) => r.url().endsWith("/view") && viewCalls.push(r.url()));
  // The view counter's effect runs before the session provider's (child effects first), so once the
  // session request has gone out, a view request would have too.
  // A session hint makes the provider ask (the visitor has no session: the answer is 401).
  await page.context().addCookies([{ name: SESSION_HINT_COOKIE, value: "1", url: page.url() }]);
  const sessionRequest = page.waitForRequest((r) => r.url().endsWith("/api/user/home"));
  await page.reload();
  await sessionRequest;
  expect(viewCalls).toEqual([]);
  expect((await Property.findById(property._id).lean())!.views).toBe(before + 1);

  if (testInfo.project.name === "desktop") await expectNoSeriousA11yViolations(page);
});

test("a listing's page on a wide screen stays still as it loads, the contact form arriving last", async ({
  page,
  request,
}) => {
  const property = await listing(request, "type=rent&sort=newest");
  // As a visitor meets it: from the page cache (the first request fills it), on a slow computer.
  await request.get(`/properties/${property._id}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await watchLayoutShift(page);
  await page.goto(`/properties/${property._id}`);
  const tools = page.getByRole("complementary", { name: "Contact and tools" });
  await expect(tools.locator("#contact-agent")).toBeVisible();
  await expect(tools.getByRole("heading", { level: 2 }).last()).toHaveId("contact-agent-heading");
  // React writes the form at the end of the page and moves it into place after the first paint. Above the
  // owner's card, it pushed the card down as it arrived (0.017); the header's account corner taking its final
  // width moves a few pixels (about 0.0005).
  const shift = await layoutShifts(page);
  expect(shift.total, shift.report).toBeLessThan(0.005);
});

test("a visitor asks the agent for a site visit and reports a listing; both reach the admins", async ({
  page,
  request,
  db,
}) => {
  void db;
  void request;
  // A listing of the team's (not posted by its owner): its visitors write to the agent.
  const team = await Property.findOne({
    isActive: true,
    type: "rent",
    source: { $ne: "public" },
    postedBy: { $ne: "owner" },
  }).lean();
  const property = { _id: String(team!._id) };
  const email = `visitor-${Date.now()}@example.in`;
  await page.goto(`/properties/${property._id}`);

  const form = page.getByRole("region", { name: "Contact Agent" });
  await form.getByLabel("Your name").fill("Sanjay Behera");
  await form.getByLabel("Phone").fill("94370");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Message").fill("Is Sunday 11am possible for a visit?");
  await form.getByRole("button", { name: "Schedule Site Visit" }).click();
  await expect(form.getByText("Enter valid 10-digit phone number")).toBeVisible();
  await form.getByLabel("Phone").fill("9437012345");
  await form.getByRole("button", { name: "Schedule Site Visit" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
  const stored = await Message.findOne({ email, kind: "agent" }).lean();
  expect(stored).toMatchObject({
    name: "Sanjay Behera",
    phone: "9437012345",
    message: "Is Sunday 11am possible for a visit?",
  });
  expect(String(stored!.property)).toBe(property._id);

  await page.getByRole("button", { name: "Report listing" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this listing" });
  await dialog.getByLabel("Already rented or sold").check();
  await dialog.getByLabel("Your email").fill(email);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Thank you. Our team will review this listing.")).toBeVisible();
  const report = await Message.findOne({ email, kind: "report" }).lean();
  expect(report).toMatchObject({ message: "Already rented or sold" });
  expect(String(report!.property)).toBe(property._id);
});

test("a favourite saved on the detail page survives a reload", async ({
  signedInPage: page,
  signedInUser,
  request,
}) => {
  const property = await listing(request, "type=land");
  const session = page.waitForResponse((r) => r.url().endsWith("/api/user/home") && r.ok());
  await page.goto(`/properties/${property._id}`);
  await session;
  await page.getByRole("button", { name: `Save ${property.title} to favourites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${property.title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect.poll(() => Favourite.countDocuments({ user: signedInUser._id, property: property._id })).toBe(1);

  await page.reload();
  await expect(page.getByRole("button", { name: `Remove ${property.title} from favourites` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("listings answer a renter's questions: deposit, move-in date, when and by whom posted; a sale's EMI starts at an 80% loan; a plot has one badge @mobile", async ({
  signedInPage: page,
  db,
}) => {
  test.setTimeout(120_000);
  void db;
  const rent = (await Property.findOne({ isActive: true, type: "rent", postedBy: "owner", securityDeposit: { $gt: 0 } })
    .sort({ createdAt: -1 })
    .lean())!;
  const deposit = `₹${new Intl.NumberFormat("en-IN").format(rent.securityDeposit!)}`;
  await page.goto(`/properties/${rent._id}`);
  const facts = page.getByRole("region", { name: "Property Details" });
  await expect(facts.getByRole("row", { name: /Security deposit/ })).toContainText(deposit);
  await expect(facts.getByRole("row", { name: /Posted by/ })).toContainText("Owner");
  await expect(facts.getByRole("row", { name: /Furnishing/ })).toContainText(rent.furnishing!);
  await expect(page.getByTestId("listing-summary")).toContainText(/Posted (today|yesterday|\d+ days ago)/);
  await expect(page.getByTestId("listing-summary")).toContainText("By owner");

  // The same facts on its card in the list.
  await page.goto(`/properties?type=rent&query=${encodeURIComponent(rent.title)}`);
  const card = page.getByRole("region", { name: "All Listings" }).getByRole("article").filter({ hasText: rent.title });
  await expect(card).toContainText(`Deposit ${deposit}`);
  await expect(card).toContainText("By owner");
  await expect(card).toContainText(rent.furnishing!);

  // A plot's card says "Land" once, with no second "Plot" badge.
  await page.goto("/properties?type=land");
  const plot = page.getByRole("region", { name: "All Listings" }).getByRole("article").first();
  await expect(plot.getByText("Land", { exact: true })).toHaveCount(1);
  await expect(plot.getByText("Plot", { exact: true })).toHaveCount(0);

  // A rental and a plot offer no EMI calculator: there is no home loan to work out.
  await page.goto(`/properties/${rent._id}`);
  await expect(page.getByRole("heading", { level: 1, name: rent.title })).toBeVisible();
  const rentActions = page.getByRole("region", { name: "Quick Actions" });
  await expect(rentActions.getByRole("button", { name: "Report listing" })).toBeVisible();
  await expect(rentActions.getByRole("button", { name: "EMI calculator" })).toHaveCount(0);
  await reviewShot(rentActions, "rent-actions");
  const land = (await Property.findOne({ isActive: true, type: "land" }).lean())!;
  await page.goto(`/properties/${land._id}`);
  await expect(page.getByRole("heading", { level: 1, name: land.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report listing" })).toBeVisible();
  await expect(page.getByRole("button", { name: "EMI calculator" })).toHaveCount(0);

  // EMI for a sale starts from 80% of the price.
  const sale = (await Property.findOne({ isActive: true, type: "sale" }).lean())!;
  await page.goto(`/properties/${sale._id}`);
  await page.getByRole("button", { name: "EMI calculator" }).click();
  await expect(page.getByLabel("Loan amount (₹)")).toHaveValue(String(Math.round(sale.price * 0.8)));
  await reviewShot(page.getByRole("region", { name: "Quick Actions" }), "sale-actions");
});
