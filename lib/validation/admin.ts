import { z } from "zod";
import { emailSchema, nameSchema } from "@/lib/validation/auth";
import { blankToUndefined } from "@/lib/validation/preprocess";

// Client-safe: the admin dashboard's dialogs validate with these schemas before they call the admin API.

export const ADMIN_PAGE_CAP = 100;

const page = z.preprocess(
  blankToUndefined,
  z.coerce.number({ message: "page must be a number" }).int().min(1, "page must be 1 or more").max(10_000).default(1),
);
const limit = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: "limit must be a number" })
    .int()
    .min(1, `limit must be between 1 and ${ADMIN_PAGE_CAP}`)
    .max(ADMIN_PAGE_CAP, `limit must be between 1 and ${ADMIN_PAGE_CAP}`)
    .default(20),
);
const search = z.preprocess(blankToUndefined, z.string().trim().max(100, "Search text is too long").optional());

/** POST /admin/login: both fields must be there before anything is checked (any failure: one message). */
export const adminLoginSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

/** GET /admin/user-list: `q` matches name or e-mail. */
export const adminUserListQuerySchema = z.strictObject({ page, limit, q: search });

export const ADMIN_LISTING_STATUSES = ["all", "active", "inactive", "pending"] as const;
export const ADMIN_LISTING_SORTS = ["newest", "oldest", "price-asc", "price-desc"] as const;
export type AdminListingStatus = (typeof ADMIN_LISTING_STATUSES)[number];
export type AdminListingSort = (typeof ADMIN_LISTING_SORTS)[number];

/** GET /api/admin/properties: pending = public submissions waiting for approval. */
export const adminPropertiesQuerySchema = z.strictObject({
  page,
  limit,
  q: search,
  status: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_LISTING_STATUSES, { message: "status must be all, active, inactive or pending" }).default("all"),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(ADMIN_LISTING_SORTS, { message: "sort must be newest, oldest, price-asc or price-desc" }).default("newest"),
  ),
});

/** GET /api/admin/audit */
export const adminAuditQuerySchema = z.strictObject({ page, limit });

const PHONE_MESSAGE = "Enter valid 10-digit phone number";

/** PUT /admin/user/{id}: the edit-user dialog. Only these fields; role and the rest cannot be set here. */
export const adminUpdateUserSchema = z
  .strictObject({
    name: nameSchema.optional(),
    email: emailSchema.optional(),
    // Empty clears the number.
    phone: z
      .string({ message: PHONE_MESSAGE })
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^(\d{10})?$/, PHONE_MESSAGE))
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });

/** PUT /user/{id}/subscription: the edit-subscription dialog. */
export const adminSubscriptionSchema = z.strictObject({
  isActive: z.boolean({ message: "isActive must be true or false" }),
  remark: z
    .string({ message: "Remarks must be text" })
    .trim()
    .max(500, "Remarks must be at most 500 characters")
    .optional(),
});

/** DELETE /property/property/{id}: when the listing is a submission being rejected, the reason the owner is told. */
export const deleteListingSchema = z.strictObject({
  reason: z.preprocess(
    blankToUndefined,
    z.string({ message: "Reason must be text" }).trim().max(1000, "Reason must be at most 1000 characters").optional(),
  ),
});

export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
export type AdminPropertiesQuery = z.output<typeof adminPropertiesQuerySchema>;
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserSchema>;
export type AdminSubscriptionInput = z.output<typeof adminSubscriptionSchema>;
