import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GET as publicList, POST as adminCreate } from "@/app/api/property/property/route";
import { PUT } from "@/app/api/property/property/[id]/route";
import { POST as submit } from "@/app/api/property/submissions/route";
import { GET as getMine, PATCH as editMine } from "@/app/api/my/listings/[id]/route";
import {
  EMPTY_LISTING_VALUES,
  listingFields,
  listingFormData,
  nestedListing,
  type ListingValues,
} from "@/components/listing-form/form-values";
import { PropertyFacts } from "@/components/property-detail/property-facts";
import { changesOf, valuesOf, type OwnerEditValues } from "@/components/profile/owner-edit-values";
import type { OwnerListing } from "@/lib/contracts/owners";
import { findPropertyById } from "@/lib/listings";
import { adminAndUser, callRoute } from "@/test/admin-helpers";
import { clearRateLimits, jsonRequest, resetDatabase, routeContext } from "@/test/db-helpers";
import { siteRequest } from "@/test/listing-submission";
import { userWithSession } from "@/test/session-helpers";

// Every fact a listing's page shows is one its form asked and the person answered, as entered; a fact left
// unanswered reads "Not specified", never a default.

beforeEach(async () => {
  await resetDatabase();
  await clearRateLimits();
});

/** The listing's details table as the page renders it: label → value. */
async function factsOnPage(id: string): Promise<Record<string, string>> {
  const listing = await findPropertyById(id, { includeInactive: true });
  const html = renderToStaticMarkup(createElement(PropertyFacts, { property: listing! }));
  const rows = [...html.matchAll(/<th[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g)];
  return Object.fromEntries(rows.map(([, label, value]) => [label, value.replace(/&#x27;/g, "'")]));
}

/** The listing as the public list API answers it. */
async function inListApi(id: string) {
  const answer = await (await publicList(jsonRequest("/api/property/property"), routeContext({}))).json();
  return (answer.properties as Array<Record<string, unknown>>).find((p) => p._id === id);
}

/** The owner's List Your Property form with every field filled, signed out or signed in. */
const OWNER_FORM_VALUES: ListingValues = {
  ...EMPTY_LISTING_VALUES,
  title: "Owner's flat near KIIT",
  type: "rent",
  propertyType: "Flats/Apartments",
  price: "16000",
  location: { ...EMPTY_LISTING_VALUES.location, address: "House 4, Lane 2", locality: "KIIT Square" },
  bhk: "2",
  bathrooms: "2",
  superBuiltupArea: { value: "980", unit: "sqft" },
  furnishing: "Furnished",
  securityDeposit: "32000",
  availableFrom: "2099-01-15",
  amenities: ["Parking"],
  description: "Quiet lane, close to the campus.",
  owner: { name: "Rina Das", phone: "9437022222", email: "rina.das@example.in" },
};

const approve = (cookie: string, id: string) =>
  callRoute(PUT, `/api/property/property/${id}`, { method: "PUT", cookie, json: { isActive: true }, params: { id } });

describe("facts as entered", () => {
  it("the admin's Add Property form: every field filled shows on the page and in the list API as typed", async () => {
    const { admin } = await adminAndUser();
    const values: ListingValues = {
      ...EMPTY_LISTING_VALUES,
      title: "Facts flat in Patia",
      description: "Corner flat with two balconies.",
      price: "18500",
      type: "rent",
      propertyType: "Flats/Apartments",
      furnishing: "Semi-Furnished",
      bhk: "3",
      bathrooms: "2",
      superBuiltupArea: { value: "1450", unit: "sqft" },
      carpetArea: { value: "1100", unit: "sqft" },
      totalFloors: "9",
      floorNo: "4",
      facing: "North-East",
      carParking: "2",
      maintenanceMonthly: "2500",
      bachelorsAllowed: "true",
      location: {
        address: "Plot 12, Lane 3",
        locality: "Patia",
        city: "Bhubaneswar",
        state: "Odisha",
        country: "India",
        zipCode: "751024",
      },
      contactNumber: "9437011111",
      contactEmail: "desk@example.in",
      amenities: ["Gym", "Power Backup"],
      badge: "New",
      featured: true,
    };
    const json = {
      ...nestedListing(listingFields("add", values)),
      images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
    };
    const created = await callRoute(adminCreate, "/api/property/property", {
      method: "POST",
      cookie: admin.cookie,
      json,
    });
    expect(created.status).toBe(201);
    const id = created.body.property._id as string;

    expect(await factsOnPage(id)).toMatchObject({
      "Super built-up area": "1,450 sq.ft",
      "Carpet area": "1,100 sq.ft",
      Bedrooms: "3",
      Bathrooms: "2",
      Facing: "North-East",
      Floor: "4 of 9",
      Furnishing: "Semi-Furnished",
      "Car parking": "2",
      Maintenance: "₹2,500/month",
      Bachelors: "Allowed",
    });
    expect(await inListApi(id)).toMatchObject({
      title: "Facts flat in Patia",
      description: "Corner flat with two balconies.",
      price: 18500,
      type: "rent",
      propertyType: "Flats/Apartments",
      furnishing: "Semi-Furnished",
      bhk: 3,
      bathrooms: 2,
      superBuiltupArea: { value: 1450, unit: "sqft" },
      carpetArea: { value: 1100, unit: "sqft" },
      totalFloors: 9,
      floorNo: 4,
      facing: "North-East",
      carParking: 2,
      maintenanceMonthly: 2500,
      bachelorsAllowed: true,
      location: { address: "Plot 12, Lane 3", locality: "Patia", city: "Bhubaneswar", zipCode: "751024" },
      amenities: ["Gym", "Power Backup"],
      badge: "New",
      featured: true,
    });
  });

  it("the admin's form left blank where it may be: unanswered facts read Not specified, an answered No stays No", async () => {
    const { admin } = await adminAndUser();
    const values: ListingValues = {
      ...EMPTY_LISTING_VALUES,
      title: "Plain flat in Nayapalli",
      price: "9000",
      bhk: "1",
      bathrooms: "1",
      furnishing: "Unfurnished",
      location: { ...EMPTY_LISTING_VALUES.location, address: "Lane 1", locality: "Nayapalli" },
      contactNumber: "9437011111",
    };
    const json = {
      ...nestedListing(listingFields("add", values)),
      images: [{ url: "/images/listings/apartment-1.jpg", isPrimary: true }],
    };
    const created = await callRoute(adminCreate, "/api/property/property", {
      method: "POST",
      cookie: admin.cookie,
      json,
    });
    expect(created.status).toBe(201);
    const id = created.body.property._id as string;
    const facts = await factsOnPage(id);
    expect(facts).toMatchObject({
      "Car parking": "Not specified",
      Bachelors: "Not specified",
      Maintenance: "Not specified",
    });
    const listed = await inListApi(id);
    expect(listed?.bachelorsAllowed).toBeUndefined();
    expect(listed?.carParking).toBeUndefined();

    const answeredNo = await callRoute(PUT, `/api/property/property/${id}`, {
      method: "PUT",
      cookie: admin.cookie,
      json: { bachelorsAllowed: false, carParking: 0 },
      params: { id },
    });
    expect(answeredNo.status).toBe(200);
    expect(await factsOnPage(id)).toMatchObject({ "Car parking": "None", Bachelors: "Not allowed" });
  });

  it("the owner's List Your Property form: every field as entered, unasked facts Not specified, a ticked Parking as parking", async () => {
    const { admin } = await adminAndUser();
    const values = OWNER_FORM_VALUES;
    const form = listingFormData(listingFields("submit", values), []);
    const response = await submit(
      new Request("http://localhost:3000/api/property/submissions", { method: "POST", body: form }),
      routeContext({}),
    );
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    expect((await approve(admin.cookie, id)).status).toBe(200);

    expect(await factsOnPage(id)).toMatchObject({
      "Super built-up area": "980 sq.ft",
      Bedrooms: "2",
      Bathrooms: "2",
      Furnishing: "Furnished",
      "Security deposit": "₹32,000",
      Availability: "Available from 15 Jan 2099",
      "Posted by": "Owner",
      // Not asked by this form: not invented.
      Facing: "Not specified",
      Maintenance: "Not specified",
      Bachelors: "Not specified",
      // Parking was ticked.
      "Car parking": "Available",
    });
    expect(await inListApi(id)).toMatchObject({
      title: "Owner's flat near KIIT",
      price: 16000,
      bhk: 2,
      bathrooms: 2,
      furnishing: "Furnished",
      securityDeposit: 32000,
      superBuiltupArea: { value: 980 },
      amenities: ["Parking"],
      description: "Quiet lane, close to the campus.",
      location: { address: "House 4, Lane 2", locality: "KIIT Square", city: "Bhubaneswar" },
    });
  });

  it("the owner's List a property and edit under My listings: every field as entered, the edits as typed", async () => {
    const { admin } = await adminAndUser();
    const owner = await userWithSession({ role: "user", name: "Rina Das" });
    const listed = await submit(
      siteRequest("POST", "/api/property/submissions", "198.51.100.77", {
        cookie: owner.cookie,
        body: listingFormData(listingFields("submit", OWNER_FORM_VALUES), []),
      }),
      routeContext({}),
    );
    expect(listed.status).toBe(201);
    const id = ((await listed.json()) as { id: string }).id;
    expect((await approve(admin.cookie, id)).status).toBe(200);

    // The owner's edit form, opened on the listing under My listings, every field changed.
    const mine = await callRoute(getMine, `/api/my/listings/${id}`, { cookie: owner.cookie, params: { id } });
    expect(mine.status).toBe(200);
    const listing = mine.body.listing as OwnerListing;
    expect(valuesOf(listing)).toEqual({
      title: OWNER_FORM_VALUES.title,
      price: OWNER_FORM_VALUES.price,
      securityDeposit: OWNER_FORM_VALUES.securityDeposit,
      availableFrom: OWNER_FORM_VALUES.availableFrom,
      furnishing: OWNER_FORM_VALUES.furnishing,
      description: OWNER_FORM_VALUES.description,
      geo: null,
      areaOnly: false,
    });
    const edited: OwnerEditValues = {
      title: "Owner's flat near KIIT, newly painted",
      price: "15500",
      securityDeposit: "31000",
      availableFrom: "2099-02-01",
      furnishing: "Semi-Furnished",
      description: "Quiet lane, close to the campus. Newly painted.",
      geo: null,
      areaOnly: false,
    };
    const saved = await callRoute(editMine, `/api/my/listings/${id}`, {
      method: "PATCH",
      cookie: owner.cookie,
      json: changesOf(listing, edited),
      params: { id },
    });
    expect(saved.status).toBe(200);
    // The title and the description wait for the team; approving them shows every edit.
    expect(saved.body.review).toBe(true);
    expect((await approve(admin.cookie, id)).status).toBe(200);

    expect(await factsOnPage(id)).toMatchObject({
      "Super built-up area": "980 sq.ft",
      Bedrooms: "2",
      Bathrooms: "2",
      Furnishing: "Semi-Furnished",
      "Security deposit": "₹31,000",
      Availability: "Available from 1 Feb 2099",
      "Posted by": "Owner",
      Facing: "Not specified",
      Bachelors: "Not specified",
      "Car parking": "Available",
    });
    expect(await inListApi(id)).toMatchObject({
      title: "Owner's flat near KIIT, newly painted",
      price: 15500,
      securityDeposit: 31000,
      furnishing: "Semi-Furnished",
      description: "Quiet lane, close to the campus. Newly painted.",
      bhk: 2,
      bathrooms: 2,
      superBuiltupArea: { value: 980 },
      amenities: ["Parking"],
      location: { address: "House 4, Lane 2", locality: "KIIT Square", city: "Bhubaneswar" },
    });
    expect((await inListApi(id))?.availableFrom).toMatch(/^2099-02-01/);
  });
});
