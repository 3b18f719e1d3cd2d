import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/**
 * A plan holder saw the owner's number of one listing ("Show number"). `_id` is
 * "<user>|<plan revision>|<listing>": the same listing is counted once per plan, however many requests race.
 */
const numberRevealSchema = new Schema(
  { _id: { type: String, required: true }, user: { type: Schema.Types.ObjectId, ref: "User", required: true } },
  { collection: "number_reveals", timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

/**
 * How many reveals one plan (user and revision, the `_id`) has used. Counted by one conditional upsert that
 * only matches while the plan has reveals left, so parallel reveals never take more than the plan gives.
 */
const revealCountSchema = new Schema(
  { _id: { type: String, required: true }, used: { type: Number, required: true, default: 0 } },
  { collection: "number_reveal_counts", versionKey: false },
);

export const NumberReveal: Model<InferSchemaType<typeof numberRevealSchema>> =
  (mongoose.models.NumberReveal as Model<InferSchemaType<typeof numberRevealSchema>>) ||
  mongoose.model("NumberReveal", numberRevealSchema);

export const RevealCount: Model<InferSchemaType<typeof revealCountSchema>> =
  (mongoose.models.RevealCount as Model<InferSchemaType<typeof revealCountSchema>>) ||
  mongoose.model("RevealCount", revealCountSchema);
