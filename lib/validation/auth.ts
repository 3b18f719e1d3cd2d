import { z } from "zod";

export const emailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is invalid")
  .email("Email is invalid")
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .min(6, "Password must be at least 6 characters")
  .max(128, "Password must be at most 128 characters");

/** POST /user/login. A wrong type (e.g. {"$gt": ""}) fails here, before any query. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string({ message: "Password is required" }).min(1, "Password is required").max(128),
});
