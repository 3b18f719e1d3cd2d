import type { SessionUser } from "@/components/providers/session-provider";
import { updateProfileSchema } from "@/lib/validation/profile";
import { z } from "@/lib/validation/zod";

// The profile card's values: the account as text fields, and back as the update the server takes.

export type ProfileValues = {
  name: string;
  phone: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
};

export const valuesOf = (user: SessionUser): ProfileValues => ({
  name: user.name,
  phone: user.phone ?? "",
  currentPassword: "",
  password: "",
  confirmPassword: "",
});

/** The typed values, the new password confirmed, through the server's own schema. */
export const profileSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    currentPassword: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] })
  .transform(({ name, phone, password, currentPassword }): z.input<typeof updateProfileSchema> => ({
    name,
    phone,
    password,
    currentPassword,
  }))
  .pipe(updateProfileSchema);
