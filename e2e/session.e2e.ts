import { expect, test } from "./fixtures";

test("the header greets a signed-in user by first name", async ({ signedInPage: page, signedInUser }) => {
  await page.goto("/");
  await expect(page.getByText(`Welcome, ${signedInUser.name.split(" ")[0]}`)).toBeVisible();
});

test("signed-out visitors of the listing search are sent to login and the detail pages stay public", async ({
  page,
  request,
}) => {
  await page.goto("/properties?type=land");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fproperties%3Ftype%3Dland/);

  const list = await (await request.get("/api/property/property?limit=1&page=1")).json();
  const detail = await page.goto(`/properties/${list.properties[0]._id}`);
  expect(detail?.status()).toBe(200);
});
