import { routeContext } from "@/test/db-helpers";
import { authedRequest, userWithSession } from "@/test/session-helpers";

/** Any route handler, whatever its path parameters. */
type Handler = (request: Request, context: never) => Promise<Response>;

/** Calls a route handler as a browser would, with an optional session cookie and JSON body. */
export async function callRoute(
  handler: Handler,
  url: string,
  {
    method = "GET",
    cookie = "",
    json,
    params = {},
  }: { method?: string; cookie?: string; json?: unknown; params?: Record<string, string> } = {},
) {
  const response = await handler(authedRequest(url, cookie, { method, json }), routeContext(params) as never);
  const text = await response.text();
  // Answers are checked field by field in the tests; `any` keeps those checks short.
  return { response, status: response.status, body: (text ? JSON.parse(text) : {}) as any };
}

/** A signed-in admin and a signed-in normal user. */
export async function adminAndUser() {
  const admin = await userWithSession({ role: "admin", name: "Site Admin" });
  const user = await userWithSession({ role: "user", name: "Normal User" });
  return { admin, user };
}

/** A valid JSON body for creating a listing. */
export const validListing = () => ({
  title: "2BHK Flat in Patia",
  description: "Bright flat near KIIT.",
  price: 15000,
  type: "rent",
  propertyType: "Flats/Apartments",
  bhk: 2,
  bathrooms: 2,
  furnishing: "Semi-Furnished",
  superBuiltupArea: { value: 1100, unit: "sqft" },
  totalFloors: 5,
  floorNo: 2,
  maintenanceMonthly: 1000,
  carParking: 1,
  location: { address: "Lane 3, Patia", locality: "Patia", city: "Bhubaneswar", zipCode: "751024" },
  contactNumber: "9437012345",
  contactEmail: "agent@odishahomes.in",
  amenities: ["Lift", "Parking"],
  images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
});
