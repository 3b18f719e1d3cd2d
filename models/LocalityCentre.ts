import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * The centre an admin set for a locality the built-in data does not know (one typed new on a listing form):
 * where that locality's listings without a pin stand, instead of their city's centre. One per city and
 * locality, keyed by their slugs (`placeKeys` in domain/geo/centres.ts), with the names as the admin wrote
 * them.
 */
const localityCentreSchema = new Schema(
  {
    citySlug: { type: String, required: true },
    localitySlug: { type: String, required: true },
    city: { type: String, required: true, trim: true, maxlength: 100 },
    locality: { type: String, required: true, trim: true, maxlength: 100 },
    lat: { type: Number, required: true, min: -90, max: 90 },
    lng: { type: Number, required: true, min: -180, max: 180 },
    setBy: {
      id: { type: Schema.Types.ObjectId, ref: "User", required: true },
      name: { type: String, default: "" },
    },
    setAt: { type: Date, required: true },
  },
  { timestamps: false },
);

localityCentreSchema.index({ citySlug: 1, localitySlug: 1 }, { unique: true });

export const LocalityCentre: Model<InferSchemaType<typeof localityCentreSchema>> =
  (mongoose.models.LocalityCentre as Model<InferSchemaType<typeof localityCentreSchema>>) ||
  mongoose.model("LocalityCentre", localityCentreSchema);
