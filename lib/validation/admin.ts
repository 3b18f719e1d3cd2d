import { z } from "@/lib/validation/zod";
import { VISIT_STATUSES } from "@/domain/visits/options";
import { emailSchema, nameSchema } from "@/lib/validation/auth";
import { blankToUndefined } from "@/lib/validation/preprocess";
import { ADMIN_LIST_MAX_PAGE_SIZE } from "@/lib/listings/query-words";

// Client-safe: the admin dashboard's dialogs validate with these schemas before they call the admin API.

const page = z.preprocess(
  blankToUndefined,
  z.coerce.number({ message: "page must be a number" }).int().min(1, "page must be 1 or more").max(10_000).default(1),
);
const limit = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: "limit must be a number" })
    .int()
    .min(1, `limit must be between 1 and ${ADMIN_LIST_MAX_PAGE_SIZE}`)
    .max(ADMIN_LIST_MAX_PAGE_SIZE, `limit must be between 1 and ${ADMIN_LIST_MAX_PAGE_SIZE}`)
    .default(20),
);
const search = z.preprocess(blankToUndefined, z.string().trim().max(100, "Search text is too long").optional());

/**
 * POST /admin/login: both fields must be there before anything is checked (the route answers any failure
 * with one message; the form says each under its field).
 */
export const adminLoginSchema = z.strictObject({
  email: z.string({ message: "Enter your email" }).trim().min(1, "Enter your email").max(254),
  password: z.string({ message: "Enter your password" }).min(1, "Enter your password").max(1024),
});

/** GET /admin/user-list: `q` matches name or e-mail. */
export const adminUserListQuerySchema = z.strictObject({ page, limit, q: search });

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

export const GRANT_REASONS = [
  { value: "offline-payment", label: "Paid offline" },
  { value: "complaint", label: "Complaint made good" },
] as const;
const GRANT_REASON_VALUES = ["offline-payment", "complaint"] as const;
export const MAX_GRANTED_VISITS = 50;
const MAX_GRANT_YEARS = 3;

/** The last moment of a calendar day in India, where the team and its users are. */
export const endOfIndianDay = (day: string) => new Date(`${day}T23:59:59.999+05:30`);

/**
 * POST /api/admin/user/{id}/plan: a plan given for an offline payment or a complaint. The expiry stays the
 * calendar day the dialog sends (the dialog parses with this schema and posts what it parsed); the server
 * reads it as the end of that day in India (`endOfIndianDay`).
 */
export const adminGrantPlanSchema = z.strictObject({
  planId: z.string({ message: "Choose a plan" }).trim().min(1, "Choose a plan").max(64, "Choose a plan"),
  visits: z
    .number({ message: "Visits must be a whole number" })
    .int("Visits must be a whole number")
    .min(1, "Give at least one visit")
    .max(MAX_GRANTED_VISITS, `At most ${MAX_GRANTED_VISITS} visits at a time`),
  expiresAt: z
    .string({ message: "Choose the expiry date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the expiry date")
    .refine((day) => !Number.isNaN(endOfIndianDay(day).getTime()), "Choose the expiry date")
    .refine(
      (day) => endOfIndianDay(day).getTime() < Date.now() + MAX_GRANT_YEARS * 366 * 24 * 60 * 60 * 1000,
      `The expiry must be within ${MAX_GRANT_YEARS} years`,
    ),
  reason: z.enum(GRANT_REASON_VALUES, { message: "Say why the plan is given" }),
  remark: z
    .string({ message: "Add a remark" })
    .trim()
    .min(3, "Add a remark: the receipt number or the complaint")
    .max(500, "Remarks must be at most 500 characters"),
});

/** DELETE /property/property/{id}: when the listing is a submission being rejected, the reason the owner is told. */
export const deleteListingSchema = z.strictObject({
  reason: z.preprocess(
    blankToUndefined,
    z.string({ message: "Reason must be text" }).trim().max(1000, "Reason must be at most 1000 characters").optional(),
  ),
});

export const ADMIN_VISIT_FILTERS = ["all", ...VISIT_STATUSES] as const;

/** GET /api/admin/visits: house-visit requests, newest first, optionally of one status. */
export const adminVisitsQuerySchema = z.strictObject({
  page,
  limit,
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(ADMIN_VISIT_FILTERS, { message: "status must be all, requested, scheduled, completed or cancelled" })
      .default("all"),
  ),
});

/** How far ahead a visit can be scheduled. */
export const VISIT_SCHEDULE_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * PUT /api/admin/visits/{id}: the visit's new status. Scheduling names the moment (in the future, within a
 * year); cancelling names the reason the buyer is told. Each of those two fields belongs to its status only.
 */
export const adminUpdateVisitSchema = z
  .strictObject({
    status: z.enum(VISIT_STATUSES, { message: "status must be requested, scheduled, completed or cancelled" }),
    scheduledFor: z.iso
      .datetime({ offset: true, message: "Enter the visit's date and time." })
      .transform((value) => new Date(value))
      .refine((when) => when.getTime() > Date.now(), "Choose a time in the future.")
      .refine(
        (when) => when.getTime() <= Date.now() + VISIT_SCHEDULE_MAX_DAYS * DAY_MS,
        "Choose a time within the next year.",
      )
      .optional(),
    reason: z
      .string({ message: "Reason must be text" })
      .trim()
      .max(500, "Reason must be at most 500 characters")
      .optional(),
  })
  .superRefine((input, ctx) => {
    // Runs after field errors too (zod keeps checking), so it only asks whether each field was given.
    if (input.status === "scheduled") {
      if (input.scheduledFor === undefined) {
        ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: "Choose the date and time of the visit." });
      }
    } else if (input.scheduledFor !== undefined) {
      ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: "A time is only set when scheduling." });
    }
    if (input.status === "cancelled") {
      if (!input.reason)
        ctx.addIssue({ code: "custom", path: ["reason"], message: "Tell the buyer why the visit is cancelled." });
    } else if (input.reason !== undefined) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is only given when cancelling." });
    }
  });

export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserSchema>;
export type AdminSubscriptionInput = z.output<typeof adminSubscriptionSchema>;
export type AdminGrantPlanInput = z.output<typeof adminGrantPlanSchema>;
export type AdminVisitsQuery = z.output<typeof adminVisitsQuerySchema>;
export type AdminUpdateVisitInput = z.output<typeof adminUpdateVisitSchema>;
