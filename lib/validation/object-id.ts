import { z } from "@/lib/validation/zod";

// Browser-safe: forms and server code check ids with the same rule.

const OBJECT_ID = /^[a-f0-9]{24}$/i;

/** Whether a value can name a database document (24 hex digits); anything else names nothing. */
export function isObjectId(value: unknown): value is string {
  return typeof value === "string" && OBJECT_ID.test(value);
}

/** A document id in a request body; `message` is what the user reads when it is not one. */
export const objectIdSchema = (message = "Invalid identifier") => z.string({ message }).refine(isObjectId, message);
