import type { Browser, Page } from "@playwright/test";
import { auditActionsFor, expect, openTab, test } from "./admin-helpers";
import { expectNoSeriousA11yViolations } from "./axe";
import { waitForMail } from "./support/inbox";
import { activateThreeVisitPlan } from "./support/plans";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";
import { Visit } from "@/models/Visit";

/** The buyer's own browser, signed in through the JSON login like the site's form. */
async function buyerBrowser(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/user/login", { data: { email: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  return page;
}

/** Books a house visit through the API the listing page uses; answers the visit's id. */
async function bookVisit(page: Page, propertyId: string, note: string, phone?: string): Promise<string> {
  const response = await page.request.post("/api/visits", {
    data: {
      propertyId,
      preferredDate: addDaysToDate(todayInOdisha(), 2),
      preferredTime: "evening",
      note,
      ...(phone ? { phone } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).visit.id;
}

test("an admin schedules one visit and cancels another; the buyer sees both and gets the cancelled visit back", async ({
  adminPage: page,
  browser,
  createUser,
  createListing,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const buyer = await createUser({ name: `Meera Buyer ${tag}` });
  await activateThreeVisitPlan(buyer._id);
  const first = await createListing({ title: `Visit flat A ${tag}` });
  const second = await createListing({ title: `Visit flat B ${tag}` });
  const buyerPage = await buyerBrowser(browser, buyer);
  const ids: string[] = [];
  try {
    ids.push(await bookVisit(buyerPage, first._id, "Please bring the keys to the terrace."));
    ids.push(await bookVisit(buyerPage, second._id, "Evening after 5 works best.", "9861055555"));
    const [scheduledId, cancelledId] = ids;

    // The overview counts visit requests and opens the tab.
    await page.goto("/admin/dashboard");
    await page.getByTestId("count-visits").click();
    await expect(page).toHaveURL(/tab=visits/);
    await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();

    const rowOf = (id: string) => page.locator(`[data-testid="visit-row"][data-visit-id="${id}"]`);
    const firstRow = rowOf(scheduledId);
    await expect(firstRow).toContainText(buyer.name);
    await expect(firstRow).toContainText(buyer.email);
    await expect(firstRow).toContainText("9437022222");
    // A visit booked with another number shows that one, ready to call.
    await expect(rowOf(ids[1]).getByRole("link", { name: "9861055555" })).toHaveAttribute("href", "tel:9861055555");
    await expect(firstRow).toContainText("Please bring the keys to the terrace.");
    await expect(firstRow).toContainText("Evening (4 pm - 7 pm)");
    await expect(firstRow).toContainText("Requested");
    await expect(firstRow.getByRole("link", { name: first.title })).toHaveAttribute("href", `/properties/${first._id}`);
    await expectNoSeriousA11yViolations(page);

    // Schedule the first visit three days ahead at 11:30, India time.
    const day = addDaysToDate(todayInOdisha(), 3);
    await firstRow.getByRole("button", { name: `Update visit of ${buyer.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Visit of ${buyer.name}` });
    await dialog.getByRole("radio", { name: /Schedule/ }).check();
    await dialog.getByLabel("Date and time (India time)").fill(`${day}T11:30`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Visit scheduled; the buyer has been e-mailed")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(firstRow).toContainText("Scheduled");
    await expect(firstRow.getByTestId("visit-details")).toContainText("11:30");
    const listed = await (await page.request.get("/api/admin/visits?status=scheduled&limit=100")).json();
    expect(listed.visits.find((v: { _id: string }) => v._id === scheduledId).scheduledFor).toBe(
      new Date(`${day}T11:30:00+05:30`).toISOString(),
    );
    await waitForMail(buyer.email, /scheduled/);

    // The buyer's profile shows the time; one visit of three is still open on the plan.
    await buyerPage.goto("/profile");
    const visits = buyerPage.getByRole("list", { name: "Your house visits" });
    const firstVisit = visits.getByRole("listitem").filter({ hasText: first.title });
    await expect(firstVisit).toContainText("Scheduled");
    await expect(firstVisit).toContainText(/Scheduled for .*11:30/);
    const plan = buyerPage.getByRole("region", { name: "Subscription" });
    await expect(plan).toContainText(/House visits left\s*1(?!\d)/);

    // Cancelling needs a reason; once given, the visit goes back to the buyer.
    const secondRow = rowOf(cancelledId);
    await secondRow.getByRole("button", { name: `Update visit of ${buyer.name}` }).click();
    await dialog.getByRole("radio", { name: /Cancel visit/ }).check();
    await dialog.getByRole("button", { name: "Cancel visit", exact: true }).click();
    await expect(dialog.getByText("Tell the buyer why the visit is cancelled.")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The owner has let the flat to someone else.");
    await dialog.getByRole("button", { name: "Cancel visit", exact: true }).click();
    await expect(page.getByText("Visit cancelled and returned to the buyer's plan")).toBeVisible();
    await expect(secondRow).toContainText("Cancelled");
    await expect(secondRow.getByTestId("visit-details")).toContainText("The owner has let the flat to someone else.");
    // A cancelled visit is final: no action is offered on it.
    await expect(secondRow.getByRole("button", { name: /Update visit/ })).toHaveCount(0);
    const mail = await waitForMail(buyer.email, /cancelled/);
    expect(mail.text).toContain("The owner has let the flat to someone else.");

    await buyerPage.reload();
    await expect(plan).toContainText(/House visits left\s*2(?!\d)/);
    const secondVisit = visits.getByRole("listitem").filter({ hasText: second.title });
    await expect(secondVisit).toContainText("Cancelled");
    await expect(secondVisit).toContainText("Reason: The owner has let the flat to someone else.");
    await expect(secondVisit).toContainText("The visit went back to your plan.");

    // The status filter shows one status only.
    await page.getByLabel("Status").selectOption("cancelled");
    await expect(firstRow).toHaveCount(0);
    await expect(secondRow).toBeVisible();

    expect(await auditActionsFor(page, scheduledId)).toEqual(["visit.update"]);
    expect(await auditActionsFor(page, cancelledId)).toEqual(["visit.update"]);
  } finally {
    await buyerPage.context().close();
    await Visit.deleteMany({ _id: { $in: ids } });
  }
});

test("the visits table reads without scrolling sideways on a phone @mobile", async ({
  adminPage: page,
  createUser,
  createListing,
}) => {
  const buyer = await createUser({ name: `Phone Buyer ${Date.now().toString(36)}` });
  const listing = await createListing();
  const visit = await Visit.create({ user: buyer._id, property: listing._id, preferredDate: todayInOdisha() });
  try {
    await openTab(page, "visits", "Visits");
    await expect(page.getByTestId("visit-row").first()).toBeVisible();
    const width = page.viewportSize()!.width;
    const scroller = page.getByRole("region", { name: "Visits table" });
    const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    // Rows are cards on a phone: nothing scrolls sideways, in the card or the page.
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  } finally {
    await Visit.deleteOne({ _id: visit._id });
  }
});
