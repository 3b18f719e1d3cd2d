import { z } from "@/lib/validation/zod";
import { nameSchema, passwordSchema } from "@/lib/validation/auth";
import { blankToUndefined } from "@/lib/validation/preprocess";
import { LOCALES } from "@/lib/i18n/locales";

// Empty fields are left out of the update: a blank field keeps what is stored.
const emptyFileToUndefined = (v: unknown) => (v instanceof Blob && v.size === 0 ? undefined : v);

export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, "Enter valid 10-digit phone number"));

/** The account's language for mails, SMS and pushes: one of the site's. */
export const LANGUAGE_INVALID = `Language must be one of ${LOCALES.join(", ")}`;
export const languageSchema = z.enum(LOCALES, { message: LANGUAGE_INVALID });

export const CURRENT_PASSWORD_REQUIRED = "Please enter your current password to set a new one.";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";

/**
 * PUT /user/update/{id}: JSON, or multipart form data when a picture file comes along. The e-mail is not
 * editable; a password here is the new one (the form checks its confirmation), and changing it needs the
 * current one unless the account has none yet (Google sign-in only). `language` is the account's language
 * for what the site sends it.
 */
export const updateProfileSchema = z
  .strictObject({
    name: z.preprocess(blankToUndefined, nameSchema.optional()),
    phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
    password: z.preprocess(blankToUndefined, passwordSchema.optional()),
    currentPassword: z.preprocess(blankToUndefined, z.string().max(128, CURRENT_PASSWORD_WRONG).optional()),
    language: z.preprocess(blankToUndefined, languageSchema.optional()),
    picture: z.preprocess(
      emptyFileToUndefined,
      z.instanceof(Blob, { message: "Picture must be an image file" }).optional(),
    ),
  })
  .refine((v) => v.currentPassword === undefined || v.password !== undefined, {
    message: "Enter the new password you want to set.",
    path: ["password"],
  });

export type ProfileUpdate = z.infer<typeof updateProfileSchema>;
