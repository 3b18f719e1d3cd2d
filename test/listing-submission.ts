import { fromAddress } from "@/test/db-helpers";

/**
 * The List Your Property form as a browser sends it (multipart, the form's field names), for a flat in Patia
 * with `photos` attached.
 */
export function listingSubmissionForm(email: string, photos: File[]): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: "2BHK flat in Patia",
    "location.address": "Lane 4, Patia",
    "location.locality": "Patia",
    "location.city": "Bhubaneswar",
    price: "18000",
    type: "rent",
    propertyType: "Flats/Apartments",
    bhk: "2",
    bathrooms: "2",
    "superBuiltupArea.value": "1100",
    furnishing: "Semi-Furnished",
    "owner.name": "Bikash Rout",
    "owner.phone": "9437123456",
    "owner.email": email,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of photos) form.append("images", file);
  return form;
}

/**
 * A request from the site's own pages (its Origin) from the client `address`, with the session cookie when
 * there is one and `json` or `body` as given.
 */
export function siteRequest(
  method: string,
  url: string,
  address: string,
  init: { cookie?: string; json?: unknown; body?: BodyInit } = {},
): Request {
  const site = "http://localhost:3000";
  const headers: Record<string, string> = { origin: site, ...fromAddress(address) };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return new Request(new URL(url, site), {
    method,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

/**
 * Enters the code texted to a submission's number (E.164), as the form's second step does: the submission
 * then waits in the admins' queue. The number is the form's (E.164).
 */
export async function confirmSubmissionNumber(id: string, phone = "+919437123456"): Promise<void> {
  const { latestSmsCode } = await import("@/test/account-helpers");
  const { POST } = await import("@/app/api/property/submissions/[id]/phone/verify/route");
  const otp = await latestSmsCode(phone);
  const answer = await POST(
    siteRequest("POST", `/api/property/submissions/${id}/phone/verify`, "198.51.100.200", { json: { otp } }),
    { params: Promise.resolve({ id }) },
  );
  if (answer.status !== 200) throw new Error(`confirming the number answered ${answer.status}`);
}
