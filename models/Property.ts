import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { buildKeywords } from "@/domain/listings/keywords";
import { centrePoint, publicPoint } from "@/domain/geo/listing-point";
import type { LatLng } from "@/domain/geo/places-data";
import { toE164 } from "@/domain/phones/options";
import { CLOSE_REASONS } from "@/domain/owners/options";
import { AREA_UNITS, FACINGS, FURNISHING, LISTING_TYPES, POSTED_BY, PROPERTY_TYPES } from "@/domain/listings/options";

const area = new Schema(
  { value: { type: Number, min: 0 }, unit: { type: String, enum: AREA_UNITS, default: "sqft" } },
  { _id: false },
);

/** An owner's edit: when, and each changed field's value before and after. */
const ownerEdit = new Schema(
  {
    at: { type: Date, required: true },
    changes: {
      type: [new Schema({ field: String, before: Schema.Types.Mixed, after: Schema.Types.Mixed }, { _id: false })],
      default: [],
    },
  },
  { _id: false },
);

/** A point in decimal degrees; approximate when nobody placed it (a locality's centre). */
const point = new Schema(
  {
    lat: { type: Number, required: true, min: -90, max: 90 },
    lng: { type: Number, required: true, min: -180, max: 180 },
    approximate: { type: Boolean, default: true },
  },
  { _id: false },
);

const propertySchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 70 },
    description: { type: String, default: "", maxlength: 4096 },
    /** Rupees: the monthly rent for rent listings, the asking price for sale and land. */
    price: { type: Number, required: true, min: 0 },
    /**
     * Rupees: the price a cut was made from, for the "x% OFF" badge; unset when the price was never lowered
     * (or went up since). Kept only under the rule of lib/listings/price-history.ts.
     */
    previousPrice: { type: Number, min: 0 },
    /** When the current price took effect (set, or made public by an approval): how long a price stood. */
    priceSince: { type: Date },
    priceLabel: { type: String, default: "" },
    badge: { type: String, default: "" },
    type: { type: String, enum: LISTING_TYPES, required: true },
    propertyType: { type: String, enum: PROPERTY_TYPES, required: true },
    bhk: { type: Number, min: 0, max: 10, default: 0 },
    // No defaults for the facts a form asks: unset means the person did not say, and the page shows "Not
    // specified" (docs/portal.md: listings stored before keep the values they were given).
    bathrooms: { type: Number, min: 0, max: 10 },
    furnishing: { type: String, enum: FURNISHING },
    superBuiltupArea: { type: area, default: () => ({}) },
    carpetArea: { type: area, default: () => ({}) },
    totalFloors: { type: Number, min: 0 },
    floorNo: { type: Number, min: 0 },
    // No default: an unknown facing shows as "Not specified" rather than a made-up "East".
    facing: { type: String, enum: FACINGS },
    builtYear: { type: Number, min: 1900, max: 2100 },
    bachelorsAllowed: { type: Boolean },
    maintenanceMonthly: { type: Number, min: 0 },
    /** Rupees a tenant pays up front (rent listings); unset when the owner has not said. */
    securityDeposit: { type: Number, min: 0 },
    /** When the home can be moved into; unset means now or not said. */
    availableFrom: { type: Date },
    /** Owner or agent; unset on listings from before the field existed. */
    postedBy: { type: String, enum: POSTED_BY },
    carParking: { type: Number, min: 0, max: 4 },
    location: {
      address: { type: String, default: "" },
      /** The neighbourhood ("Patia", "Nayapalli"): what the location search suggests. */
      locality: { type: String, trim: true },
      city: { type: String, default: "Bhubaneswar" },
      state: { type: String, default: "Odisha" },
      country: { type: String, default: "India" },
      zipCode: { type: String, default: "" },
      /**
       * Where the home is: the pin its owner or an admin placed (exact), or its locality's centre
       * (approximate). Unset when neither is known (migrate reports those).
       */
      geo: { type: point },
      /** The owner shows only the approximate area: the public never sees the pin (see `mapPoint`). */
      areaOnly: { type: Boolean, default: false },
    },
    contactNumber: { type: String, default: "" },
    /** The contact number in E.164 (unset when it is not a mobile number): what verifications match. */
    contactPhone: { type: String },
    /**
     * "Phone verified": the contact number is the verified phone of the owner's account (or, for a
     * submission without an account, was confirmed by SMS when it was submitted and no account has verified
     * it since). Stored, so the verified filter is an indexed query; lib/phones/verification.ts keeps it in
     * step.
     */
    phoneVerified: { type: Boolean, default: false },
    /** A public submission whose contact number has not been confirmed by SMS yet: not in the queue. */
    awaitingPhone: { type: Boolean },
    contactEmail: { type: String, default: "" },
    amenities: { type: [String], default: [] },
    highlights: { type: [String], default: [] },
    nearbyPlaces: {
      type: [new Schema({ name: String, distance: String, category: String }, { _id: false })],
      default: [],
    },
    images: {
      type: [
        new Schema(
          { url: { type: String, required: true }, isPrimary: { type: Boolean, default: false } },
          { _id: false },
        ),
      ],
      default: [],
    },
    pictures: { type: [String], default: [] },
    agent: {
      name: { type: String, default: "Property Agent" },
      phone: String,
      email: String,
      experienceYears: { type: Number, default: 5 },
    },
    /** Who offered the listing through the public form; kept for the admin who approves it. */
    owner: {
      name: String,
      phone: String,
      email: String,
      /**
       * The language of the page a signed-out owner submitted from (unset: English, or the account's own
       * setting decides): the review's and the reminder's mails to `email` are written in it. The site's
       * languages, as LOCALES in lib/i18n/locales.ts.
       */
      language: { type: String, enum: ["en", "or", "hi"] },
    },
    source: { type: String, enum: ["admin", "public", "seed"], default: "admin" },
    /** The signed-in account that submitted it (or claimed it by its verified e-mail): the owner's dashboard. */
    account: { type: Schema.Types.ObjectId, ref: "User" },
    /** The owner took it off the site (let, sold, or another reason); isActive is false while it is set. */
    closedAt: { type: Date },
    closedReason: { type: String, enum: CLOSE_REASONS },
    /** An admin turned down the owner's submission (kept so the owner sees why); isActive stays false. */
    rejectedAt: { type: Date },
    rejectedReason: { type: String, maxlength: 500 },
    /**
     * The owner's edits of a listing that is not live (a submission, a rejected or paused one), already
     * written to it: when, and each field's value before and after, for the admin's approval queue. Cleared
     * when an admin approves it.
     */
    ownerEdit: { type: ownerEdit },
    /**
     * The owner's changes to a live listing that wait for review: the listing shows its approved version
     * meanwhile. Each field's approved value and the one asked for; an admin's approval writes them, a
     * rejection drops them.
     */
    pendingEdit: { type: ownerEdit },
    /**
     * The admin's approval queue: a public submission no admin has approved or rejected yet, or a live
     * listing whose owner's changes (pendingEdit) wait for review (isActive stays true then).
     */
    awaitingReview: { type: Boolean },
    /**
     * The freshness clock (lib/listings/freshness.ts): when the listing last went live, was confirmed still
     * available or was renewed. A reminder goes 30 days after it, and the default order lifts fresher listings.
     */
    freshAt: { type: Date },
    /** When the owner (or the team) last said the listing is still available: "Available, confirmed 3 days ago". */
    confirmedAt: { type: Date },
    /** When this cycle's reminder was claimed and sent; unset when a new cycle starts. */
    remindedAt: { type: Date },
    /** The reminder went unanswered for 14 days: off the site (isActive false) until its owner renews it. */
    expiredAt: { type: Date },
    /** Perceptual hashes (64-bit, hex) of the listing's photos, by address: how duplicates are spotted. */
    photoHashes: {
      type: [
        new Schema({ url: { type: String, required: true }, hash: { type: String, required: true } }, { _id: false }),
      ],
      default: undefined,
    },
    /** The bytes of those hashes ("3:af"), the index a near match is found by (lib/duplicates/photo-hash.ts). */
    photoHashBands: { type: [String], default: undefined },
    /** The duplicate check's finding at the last submission or edit, for the admin's queue only. */
    possibleDuplicate: {
      type: new Schema(
        {
          of: { type: Schema.Types.ObjectId, ref: "Property", required: true },
          reasons: { type: [String], default: [] },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
    },
    featured: { type: Boolean, default: false },
    isActive: { type: Boolean, default: true },
    views: { type: Number, default: 0, min: 0 },
    /** Lower-cased words of title and location with prefixes: the index behind keyword search. */
    keywords: { type: [String], default: [], select: false },
    /** The same for the names of the nearby places: the index behind the "nearby" filter. */
    nearbyKeywords: { type: [String], default: [], select: false },
    /**
     * "city|locality" as stored ("Bhubaneswar|Patia", "Bhubaneswar|" without one): the key the place
     * directory counts listings by with $group, which cannot group by two fields on every server.
     */
    placeKey: { type: String },
    /**
     * The point the public sees and every map and distance search runs against: `location.geo`, or the
     * locality's centre when the owner shows only the area. Kept from the location on every save.
     */
    mapPoint: { type: point },
    /** "YYYY-MM" of creation, so per-month counts need no date operators. */
    createdMonth: { type: String, index: true },
  },
  // Its thirty-odd indexes are built when missing, once connected (lib/db/connection.ts), not one by one at
  // every start: the embedded engine reads the whole collection for each, even one it has.
  { timestamps: true, autoIndex: false },
);

// One index per list filter (none, type, bhk) and sort (featured, newest, price), equality fields first,
// each ending in the _id tie-breaker of the sort so paging needs no in-memory sort.
propertySchema.index({ isActive: 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, createdAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, price: 1, _id: 1 });
propertySchema.index({ isActive: 1, type: 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, type: 1, createdAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, type: 1, price: 1, _id: 1 });
propertySchema.index({ isActive: 1, bhk: 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, bhk: 1, createdAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, bhk: 1, price: 1, _id: 1 });
// Type and BHK combine (Rent + 2BHK), so the pair has its own indexes for the featured and price orders.
propertySchema.index({ isActive: 1, type: 1, bhk: 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, type: 1, bhk: 1, price: 1, _id: 1 });
propertySchema.index({ isActive: 1, "location.city": 1, price: 1, _id: 1 });
// Place pages (/rent/bhubaneswar/patia): the cards in each order, the counts and medians per BHK (equality
// fields, then the price the median is read from), and the directory of places counted per type.
propertySchema.index({
  isActive: 1,
  type: 1,
  "location.city": 1,
  "location.locality": 1,
  featured: -1,
  freshAt: -1,
  _id: -1,
});
propertySchema.index({ isActive: 1, type: 1, "location.city": 1, "location.locality": 1, price: 1, _id: 1 });
propertySchema.index({ isActive: 1, type: 1, "location.city": 1, "location.locality": 1, bhk: 1, price: 1 });
propertySchema.index({ isActive: 1, type: 1, "location.city": 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ isActive: 1, type: 1, "location.city": 1, bhk: 1, price: 1 });
propertySchema.index({ isActive: 1, type: 1, placeKey: 1 });
propertySchema.index({ placeKey: 1 });
// The admin list pages over every listing, active or not, newest or by price; and over the approval queue.
propertySchema.index({ createdAt: -1, _id: -1 });
propertySchema.index({ price: 1, _id: 1 });
propertySchema.index({ awaitingReview: 1, createdAt: -1, _id: -1 });
// The owner's dashboard (their listings, newest first), and submissions an account may claim by e-mail.
propertySchema.index({ account: 1, createdAt: -1, _id: -1 });
propertySchema.index({ "owner.email": 1 }, { partialFilterExpression: { source: "public" } });
// The freshness jobs: live listings whose cycle is due, reminders that went unanswered, expired ones.
propertySchema.index({ isActive: 1, freshAt: 1 });
propertySchema.index({ isActive: 1, remindedAt: 1 });
propertySchema.index({ expiredAt: 1 }, { partialFilterExpression: { expiredAt: { $exists: true } } });
// The duplicate check: listings with the same contact number, and photos by their hash.
propertySchema.index({ contactNumber: 1, bhk: 1 });
propertySchema.index({ photoHashBands: 1 });
// The location search's suggestions: a distinct over this index reads no documents.
propertySchema.index({ "location.locality": 1 });
propertySchema.index({ keywords: 1, isActive: 1 });
propertySchema.index({ nearbyKeywords: 1, isActive: 1 });
// The advanced filters: amenities (every one named, a multikey index as for keywords) and the kind of building.
propertySchema.index({ amenities: 1, isActive: 1 });
propertySchema.index({ isActive: 1, propertyType: 1, featured: -1, freshAt: -1, _id: -1 });
// Map and distance searches: a latitude range, then a longitude range read from the same index entries.
propertySchema.index({ isActive: 1, "mapPoint.lat": 1, "mapPoint.lng": 1 });
propertySchema.index({ isActive: 1, type: 1, "mapPoint.lat": 1, "mapPoint.lng": 1 });
// The verified filter, and the listings a phone verification changes the mark of.
propertySchema.index({ isActive: 1, phoneVerified: 1, featured: -1, freshAt: -1, _id: -1 });
propertySchema.index({ contactPhone: 1 });

export function keywordsFor(p: {
  title?: string;
  location?: { address?: string; locality?: string | null; city?: string; state?: string; zipCode?: string } | null;
}): string[] {
  const { address, locality, city, state, zipCode } = p.location ?? {};
  return buildKeywords(p.title, address, locality, city, state, zipCode);
}

/** The place directory's key of a listing (see `placeKey` above). */
export function placeKeyFor(location: { city?: string | null; locality?: string | null } | null | undefined): string {
  return `${location?.city?.trim() ?? ""}|${location?.locality?.trim() ?? ""}`;
}

propertySchema.pre("validate", function () {
  if (this.isModified("title") || this.isModified("location") || this.isNew) {
    this.keywords = keywordsFor(this);
  }
  this.placeKey = placeKeyFor(this.location);
  // A listing without a pin (or whose pin was taken away), or moved to another place without a new one,
  // stands at its place's centre. For a locality typed new, the server's writes put the centre an admin set
  // for it in `$locals.localityCentre` (lib/listings/locality-centres.ts); without one, the city's centre.
  const stored = this.$locals.localityCentre as LatLng | undefined;
  const moved = !this.isNew && (this.isModified("location.locality") || this.isModified("location.city"));
  if (!this.location?.geo || (moved && !this.isModified("location.geo"))) {
    this.set("location.geo", centrePoint(this.location ?? {}, stored));
  }
  this.set("mapPoint", publicPoint(this.location, stored));
  if (this.isNew || this.isModified("contactNumber")) {
    const before = this.contactPhone;
    this.contactPhone = toE164(this.contactNumber) ?? undefined;
    // A new number has not been verified; the owner verifies it again (lib/phones/verification.ts).
    if (!this.isNew && this.contactPhone !== before) this.phoneVerified = false;
  }
  if (this.isModified("nearbyPlaces") || this.isNew) {
    this.nearbyKeywords = buildKeywords(...(this.nearbyPlaces ?? []).map((place) => place.name));
  }
  // Submissions arrive inactive and wait for an admin; anything else inactive was switched off by one.
  if (this.isNew && this.source === "public" && !this.isActive && this.awaitingReview === undefined) {
    this.awaitingReview = true;
  }
  // A listing stored live starts its freshness clock now; a submission's starts when it is approved.
  if (!this.freshAt && this.isActive) this.freshAt = this.get("createdAt") ?? new Date();
  if (!this.createdMonth) this.createdMonth = (this.get("createdAt") ?? new Date()).toISOString().slice(0, 7);
});

export type PropertyDoc = InferSchemaType<typeof propertySchema> & { _id: mongoose.Types.ObjectId };

export const Property: Model<InferSchemaType<typeof propertySchema>> =
  (mongoose.models.Property as Model<InferSchemaType<typeof propertySchema>>) ||
  mongoose.model("Property", propertySchema);
