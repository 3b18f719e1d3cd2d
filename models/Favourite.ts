import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/** One saved listing of one user: add = insert, remove = delete (no $push/$pull on arrays). */
const favouriteSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    property: { type: Schema.Types.ObjectId, ref: "Property", required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

favouriteSchema.index({ user: 1, property: 1 }, { unique: true });
favouriteSchema.index({ user: 1, createdAt: -1 });
// Deleting a listing deletes the saves of it.
favouriteSchema.index({ property: 1 });

export const Favourite: Model<InferSchemaType<typeof favouriteSchema>> =
  (mongoose.models.Favourite as Model<InferSchemaType<typeof favouriteSchema>>) ||
  mongoose.model("Favourite", favouriteSchema);
