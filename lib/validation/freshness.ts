import { z } from "@/lib/validation/zod";

/** The reminder mail's link token (checked for its signature on the server). */
export const availabilityQuerySchema = z.strictObject({
  token: z
    .string({ message: "The link is not valid" })
    .min(1, "The link is not valid")
    .max(300, "The link is not valid"),
});
