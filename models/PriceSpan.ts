import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";
import { LISTING_TYPES } from "@/domain/listings/options";

/**
 * A listing's price history: one document per stretch of time during which it was live at one price, in one
 * place, of one kind and size (lib/insights/history.ts writes them; the asking-price figures read them).
 * A change of price, place, kind, size or area, or the listing going off the site, ends the open stretch
 * (`to`, `open: false`); a live listing has exactly one open stretch (the unique partial index). Insert and
 * single-document updates only, so it holds on every engine.
 */
const priceSpanSchema = new Schema(
  {
    listing: { type: Schema.Types.ObjectId, ref: "Property", required: true },
    type: { type: String, enum: LISTING_TYPES, required: true },
    bhk: { type: Number, default: 0 },
    /** The place as the place pages' paths spell it (lib/listings/links/place-pages.ts), "" without one. */
    citySlug: { type: String, required: true },
    localitySlug: { type: String, default: "" },
    /** Rupees: the monthly rent, or the asking price of a sale or a plot. */
    price: { type: Number, required: true, min: 0 },
    /** The super built-up area in sq ft, when known (sq m converted). */
    sqft: { type: Number },
    from: { type: Date, required: true },
    /** When it ended; OPEN_END while it stands, so one range on `to` reads every span of a window. */
    to: { type: Date, required: true },
    open: { type: Boolean, required: true },
  },
  // Built when missing, once connected (lib/db/connection.ts), as the listings' are: one span per change of
  // every listing makes it the other large collection.
  { autoIndex: false },
);

// The one open stretch of a live listing, and a listing's history in order (price-drop checks).
priceSpanSchema.index({ listing: 1 }, { unique: true, partialFilterExpression: { open: true } });
priceSpanSchema.index({ listing: 1, from: 1 });
// A place's figures: equality on the kind and place, then the window's range on the end.
priceSpanSchema.index({ type: 1, citySlug: 1, localitySlug: 1, to: 1 });
priceSpanSchema.index({ type: 1, citySlug: 1, to: 1 });

export type PriceSpanDoc = InferSchemaType<typeof priceSpanSchema> & { _id: mongoose.Types.ObjectId };

export const PriceSpan: Model<InferSchemaType<typeof priceSpanSchema>> =
  (mongoose.models.PriceSpan as Model<InferSchemaType<typeof priceSpanSchema>>) ||
  mongoose.model("PriceSpan", priceSpanSchema, "price_spans");
