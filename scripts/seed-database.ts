// The demo content and the seeding rules; scripts/seed.ts is the command that runs them.
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { hashPassword } from "@/lib/accounts/password";
import { centrePoint, publicPoint, type ListingPoint } from "@/domain/geo/listing-point";
import { AuditEntry } from "@/models/AuditEntry";
import { Favourite } from "@/models/Favourite";
import { Message } from "@/models/Message";
import { PriceDropMailDay } from "@/models/PriceDropMailDay";
import { PriceDropNotice } from "@/models/PriceDropNotice";
import { PriceSpan } from "@/models/PriceSpan";
import { Property, keywordsFor, placeKeyFor } from "@/models/Property";
import { User } from "@/models/User";
import { DEMO_INTERIORS, DEMO_LISTINGS } from "./demo-listings";

export const DEMO_USER = {
  name: "Priya Mohanty",
  email: "demo@odishahomes.in",
  password: "Demo@1234",
  phone: "9437012345",
  /** Verified, so the demo account can also sign in with a phone code (texted to the SMS outbox). */
  verifiedPhone: "+919437012345",
};
export const DEMO_ADMIN = { name: "Site Admin", email: "admin@odishahomes.in", password: "Admin@1234" };

const image = (name: string) => `/images/listings/${name}.jpg`;

/**
 * A made-up listing's point: every `approximateEvery`th stays at its locality's centre (approximate), the
 * others are pins spread up to `km` around it, placed by listing number so every seeding places them alike.
 */
function demoPoint(
  place: { city: string; locality: string },
  i: number,
  km: number,
  approximateEvery: number,
): ListingPoint | undefined {
  const centre = centrePoint(place);
  if (!centre || i % approximateEvery === 0) return centre;
  // The golden angle turns each pin away from the one before; the square root spreads them evenly over the disc.
  const angle = i * 2.399963;
  const reach = km * Math.sqrt(((i * 7919) % 1000) / 1000);
  const lat = centre.lat + (reach / 111.2) * Math.cos(angle);
  const lng = centre.lng + (reach / (111.2 * Math.cos((centre.lat * Math.PI) / 180))) * Math.sin(angle);
  return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)), approximate: false };
}

/** A location with its point and the public point the map searches by. */
function withPoint<T extends { city: string; locality: string }>(location: T, geo: ListingPoint | undefined) {
  const placed = geo ? { ...location, geo, areaOnly: false } : location;
  const mapPoint = publicPoint(placed);
  return { location: placed, ...(mapPoint ? { mapPoint } : {}) };
}

function demoPropertyDocs() {
  const now = Date.now();
  return DEMO_LISTINGS.map((l, i) => {
    const interiors = l.type === "land" ? [] : [DEMO_INTERIORS[i % 6], DEMO_INTERIORS[(i + 2) % 6]];
    const pictures = [image(l.image), ...interiors.map(image)];
    // Spread creation over the past months so "newest" and the admin chart have something to show.
    const createdAt = new Date(now - i * 9 * 24 * 3600 * 1000);
    // Freshness: the newest few are just posted; of the older ones most were confirmed in the last weeks
    // ("Available, confirmed 3 days ago") and every fourth never was ("Posted 4 months ago", due a reminder).
    const confirmedAt = i >= 4 && i % 4 !== 0 ? new Date(now - ((i * 5) % 24) * 24 * 3600 * 1000) : undefined;
    return {
      title: l.title,
      description: l.description,
      price: l.price,
      priceLabel: l.type === "rent" ? "per month" : "",
      badge: l.badge ?? "",
      type: l.type,
      propertyType: l.propertyType,
      bhk: l.bhk,
      bathrooms: l.bathrooms,
      furnishing: l.furnishing,
      superBuiltupArea: { value: l.area, unit: "sqft" },
      carpetArea: l.carpet ? { value: l.carpet, unit: "sqft" } : { unit: "sqft" },
      totalFloors: l.totalFloors,
      floorNo: l.floorNo,
      facing: l.facing,
      builtYear: l.builtYear,
      bachelorsAllowed: l.bachelors ?? false,
      maintenanceMonthly: l.maintenance ?? 0,
      carParking: l.parking,
      // Two months' rent up front is the usual ask in Bhubaneswar; some homes free up in the coming weeks.
      securityDeposit: l.type === "rent" ? l.price * 2 : undefined,
      availableFrom: l.type === "land" ? undefined : new Date(now + (i % 4) * 7 * 24 * 3600 * 1000),
      postedBy: i % 3 === 0 ? ("owner" as const) : ("agent" as const),
      ...withPoint(
        {
          address: l.address,
          locality: l.locality,
          city: "Bhubaneswar",
          state: "Odisha",
          country: "India",
          zipCode: l.zipCode,
        },
        demoPoint({ city: "Bhubaneswar", locality: l.locality }, i, 0.8, 3),
      ),
      contactNumber: "9437000000",
      contactEmail: "listings@odishahomes.in",
      amenities: l.amenities,
      highlights: l.highlights,
      nearbyPlaces: l.nearby.map(([name, distance, category]) => ({ name, distance, category })),
      images: pictures.map((url, k) => ({ url, isPrimary: k === 0 })),
      pictures,
      agent: { name: "Subham Das", phone: "9437000000", email: "agent@odishahomes.in", experienceYears: 7 },
      source: "seed",
      featured: l.featured ?? false,
      // A mix, so the "Phone verified" mark and the verified filter have something to show: every owner's
      // listing and every fourth agent's, as if their numbers had been confirmed by SMS when they were listed.
      phoneVerified: i % 3 === 0 || i % 4 === 1,
      isActive: true,
      views: 20 + ((i * 37) % 180),
      createdAt,
      updatedAt: createdAt,
      freshAt: confirmedAt ?? createdAt,
      ...(confirmedAt ? { confirmedAt } : {}),
      locality: l.locality,
    };
  }).map(({ locality, ...doc }) => ({
    ...doc,
    // The locality is part of the address text; make sure search finds it even if the address omits it.
    location: {
      ...doc.location,
      address: doc.location.address.includes(locality) ? doc.location.address : `${doc.location.address}, ${locality}`,
    },
  }));
}

const DEMO_MESSAGES = [
  {
    name: "Rahul Sahoo",
    email: "rahul.sahoo@example.in",
    phone: "9861234567",
    subject: "property-inquiry",
    message: "Is the 2BHK near Infocity still available from next month? We are a family of three.",
  },
  {
    name: "Ananya Patnaik",
    email: "ananya.p@example.in",
    phone: "",
    subject: "buying-service",
    message: "Looking for a 3BHK under 80 lakh in Chandrasekharpur or Patia. Can someone call me on weekends?",
  },
  {
    name: "Sourav Nayak",
    email: "sourav.nayak@example.in",
    phone: "9938012345",
    subject: "legal-assistance",
    message: "I want to verify the title of a plot in Tamando before paying the advance. Do you help with this?",
  },
  {
    name: "Meera Das",
    email: "meera.das@example.in",
    phone: "7008123456",
    subject: "rental-service",
    message: "Please list my 1BHK in Old Town for rent. Expected rent is 7,500 per month.",
  },
];

export async function ensureIndexes() {
  // Indexes are declared on the schemas; build them before the first query on a new database.
  await Promise.all(
    [Property, User, Message, Favourite, AuditEntry, PriceSpan, PriceDropNotice, PriceDropMailDay].map((model) =>
      (model as typeof Property).createIndexes(),
    ),
  );
}

async function upsertAccount(
  account: { name: string; email: string; password: string; phone?: string; verifiedPhone?: string },
  role: "user" | "admin",
) {
  const passwordHash = await hashPassword(account.password);
  await User.updateOne(
    { email: account.email.toLowerCase() },
    {
      $set: { passwordHash, role, isVerified: true },
      $setOnInsert: {
        name: account.name,
        email: account.email.toLowerCase(),
        phone: account.phone ?? "",
        ...(account.verifiedPhone ? { verifiedPhone: account.verifiedPhone, phoneVerifiedAt: new Date() } : {}),
      },
    },
    { upsert: true },
  );
}

export async function seedDemoContent(): Promise<boolean> {
  const existing = await Property.countDocuments({});
  if (existing > 0) {
    console.log(`[seed] the database already has ${existing} listings; demo content not added again.`);
    return false;
  }
  await Property.insertMany(demoPropertyDocs());
  await Message.insertMany(DEMO_MESSAGES);
  await upsertAccount(DEMO_USER, "user");
  console.log(`[seed] added ${DEMO_LISTINGS.length} listings, ${DEMO_MESSAGES.length} messages and a demo user.`);
  console.log(`[seed] demo user: ${DEMO_USER.email} / ${DEMO_USER.password}`);
  return true;
}

export async function seedAdmin(freshDatabase: boolean) {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV } = env();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await upsertAccount({ name: "Admin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, "admin");
    console.log(`[seed] admin account ${ADMIN_EMAIL} created or updated from ADMIN_EMAIL / ADMIN_PASSWORD.`);
    return;
  }
  if (!freshDatabase) return;
  // A production database never gets a well-known password.
  const password = NODE_ENV === "production" ? randomBytes(12).toString("base64url") : DEMO_ADMIN.password;
  await upsertAccount({ ...DEMO_ADMIN, password }, "admin");
  console.log(
    `[seed] demo admin: ${DEMO_ADMIN.email} / ${password}  (set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
}

const LOCALITIES = [
  ["Patia", "751024"],
  ["Nayapalli", "751012"],
  ["KIIT Square", "751024"],
  ["Saheed Nagar", "751007"],
  ["Chandrasekharpur", "751016"],
  ["Jaydev Vihar", "751013"],
  ["Khandagiri", "751030"],
  ["Old Town", "751002"],
  ["Rasulgarh", "751010"],
  ["Kalinga Nagar", "751003"],
  ["Sailashree Vihar", "751021"],
  ["Baramunda", "751003"],
];

/** N generated listings for load tests, inserted in batches without per-document validation. */
export async function seedSynthetic(count: number) {
  const started = Date.now();
  const batchSize = 1000;
  const now = Date.now();
  for (let offset = 0; offset < count; offset += batchSize) {
    const batch = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      const type = (["rent", "sale", "land"] as const)[i % 3];
      const bhk = type === "land" ? 0 : 1 + (i % 4);
      const [locality, zipCode] = LOCALITIES[i % LOCALITIES.length];
      const price =
        type === "rent"
          ? 5000 + ((i * 7919) % 60) * 500
          : type === "sale"
            ? 2_000_000 + ((i * 104729) % 180) * 100_000
            : 800_000 + ((i * 15485863) % 90) * 50_000;
      const title =
        type === "land"
          ? `Plot in ${locality} #${i + 1}`
          : `${bhk}BHK ${type === "rent" ? "for Rent" : "for Sale"} in ${locality} #${i + 1}`;
      const location = {
        address: `Block ${1 + (i % 40)}, ${locality}`,
        locality,
        city: "Bhubaneswar",
        state: "Odisha",
        country: "India",
        zipCode,
      };
      const createdAt = new Date(now - (i % 720) * 12 * 3600 * 1000);
      const picture = type === "land" ? image(`plot-${1 + (i % 4)}`) : image(`apartment-${1 + (i % 8)}`);
      batch.push({
        title,
        description: `Generated listing ${i + 1} for load testing.`,
        price,
        type,
        propertyType: type === "land" ? "Plots & Land" : "Flats/Apartments",
        bhk,
        bathrooms: Math.max(1, bhk - 1) * (type === "land" ? 0 : 1),
        furnishing: type === "land" ? "Unfurnished" : (["Furnished", "Semi-Furnished", "Unfurnished"] as const)[i % 3],
        postedBy: i % 2 === 0 ? "owner" : "agent",
        superBuiltupArea: { value: 500 + (i % 30) * 50, unit: "sqft" },
        carpetArea: { unit: "sqft" },
        facing: "East",
        bachelorsAllowed: false,
        maintenanceMonthly: 0,
        carParking: i % 3,
        ...withPoint(location, demoPoint(location, i, 1.5, 4)),
        contactNumber: "9437000000",
        contactEmail: "listings@odishahomes.in",
        amenities: [],
        highlights: [],
        nearbyPlaces: [],
        images: [{ url: picture, isPrimary: true }],
        pictures: [picture],
        agent: { name: "Property Agent", experienceYears: 5 },
        source: "seed",
        featured: false,
        isActive: true,
        views: 0,
        badge: "",
        priceLabel: "",
        keywords: keywordsFor({ title, location }),
        placeKey: placeKeyFor(location),
        createdMonth: createdAt.toISOString().slice(0, 7),
        createdAt,
        updatedAt: createdAt,
        freshAt: createdAt,
      });
    }
    await Property.collection.insertMany(batch, { ordered: false });
  }
  console.log(`[seed] added ${count} synthetic listings in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** N generated accounts for load tests (no password: they cannot sign in), inserted in batches. */
export async function seedSyntheticUsers(count: number) {
  const started = Date.now();
  const batchSize = 1000;
  const now = Date.now();
  const firstNames = ["Aarav", "Ananya", "Bikash", "Debasish", "Ipsita", "Jyoti", "Manas", "Priya", "Rakesh", "Sonali"];
  const lastNames = ["Mohanty", "Das", "Sahoo", "Patnaik", "Nayak", "Rout", "Mishra", "Behera", "Swain", "Panda"];
  for (let offset = 0; offset < count; offset += batchSize) {
    const batch = [];
    for (let i = offset; i < Math.min(count, offset + batchSize); i++) {
      const createdAt = new Date(now - i * 60 * 60 * 1000);
      const name = `${firstNames[i % 10]} ${lastNames[Math.floor(i / 10) % 10]} ${i + 1}`;
      batch.push({
        name,
        email: `user${i + 1}@load.example.in`,
        phone: String(9000000000 + i),
        picture: "",
        role: "user",
        isVerified: i % 4 !== 0,
        subscription: { isActive: i % 5 === 0, duration: "", planId: "", remarks: "" },
        sessionVersion: 0,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await User.collection.insertMany(batch, { ordered: false });
  }
  console.log(`[seed] added ${count} synthetic users in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
