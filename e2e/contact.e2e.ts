import { randomUUID } from "node:crypto";
import { Message } from "@/models/Message";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, test } from "./fixtures";

test("Contact: the form explains mistakes, shows it is sending, confirms and stores the message @mobile", async ({
  page,
  db,
}) => {
  void db;
  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Contact Us | Odisha Homes");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Saheed Nagar/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  await expect(page.getByRole("main").getByRole("link", { name: "support@odishahomes.in" })).toBeVisible();
  await expect(page.getByTitle("Map of our office in Saheed Nagar, Bhubaneswar")).toHaveAttribute("loading", "lazy");
  await expect(page.getByText("Emergency support 24/7")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = page.getByLabel("Full name");
  const email = page.getByLabel("Email address");
  const phone = page.getByLabel("Phone number");
  const subject = page.getByLabel("Subject");
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  const send = page.getByRole("button", { name: "Send Message" });

  await send.click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Please choose a subject")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  const address = `visitor-${randomUUID().slice(0, 8)}@example.in`;
  await name.fill("Sonali Pradhan");
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await email.fill("sonali-at-example");
  await phone.fill("98610");
  await subject.selectOption({ label: "Rental Service" });
  await message.fill("Looking for a 2BHK near Patia from next month.");
  await send.click();
  await expect(page.getByText("Email is invalid")).toBeVisible();
  await expect(page.getByText("Enter valid 10-digit phone number")).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(address);
  await phone.fill("9861012345");

  // Hold the request so the sending state can be seen, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/messages", async (route) => {
    await held;
    await route.continue();
  });
  await send.click();
  const sending = page.getByRole("button", { name: "Sending Message..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByRole("alert").filter({ hasText: "Message sent successfully!" })).toBeVisible();
  await expect(name).toHaveValue("");
  await expect(send).toBeEnabled();

  const stored = await Message.findOne({ email: address }).lean();
  expect(stored).toMatchObject({
    name: "Sonali Pradhan",
    phone: "9861012345",
    subject: "rental-service",
    message: "Looking for a 2BHK near Patia from next month.",
    kind: "contact",
  });
});

test("Contact: a failed send says why and keeps everything typed", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Full name").fill("Rahul Sahoo");
  await page.getByLabel("Email address").fill("rahul@example.in");
  await page.getByLabel("Subject").selectOption({ label: "Legal Assistance" });
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Can you check the papers for a plot in Khandagiri?");

  await page.route("**/api/messages", (route) =>
    route.fulfill({ status: 503, json: { success: false, message: "Our database is temporarily unreachable." } }),
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Our database is temporarily unreachable." })).toBeVisible();

  await page.unroute("**/api/messages");
  await page.route("**/api/messages", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong, please try again." })).toBeVisible();

  await expect(page.getByLabel("Full name")).toHaveValue("Rahul Sahoo");
  await expect(page.getByLabel("Subject")).toHaveValue("legal-assistance");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Can you check the papers for a plot in Khandagiri?",
  );
});
