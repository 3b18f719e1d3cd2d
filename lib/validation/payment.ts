import { z } from "@/lib/validation/zod";
import {
  addDaysToDate,
  isCalendarDate,
  todayInOdisha,
  VISIT_MAX_DAYS_AHEAD,
  VISIT_TIME_SLOTS,
} from "@/domain/visits/options";
import { findPlan, findPlanByAmountPaise, planAmountPaise, type Plan } from "@/lib/plans";
import { phoneSchema } from "@/lib/validation/contact-agent";

// Client-safe: the pricing page and the Book-a-visit form validate with these schemas before they post.

export const UNKNOWN_PLAN = "Please choose one of the plans on the pricing page.";
export const AMOUNT_MISMATCH = "The amount does not match any plan. Please choose a plan on the pricing page.";

/**
 * POST /api/order. New clients name a plan; older clients send `{ amount, currency, receipt }`, which is
 * accepted only when the amount (paise) is exactly a plan's price. Either way the result is a plan from
 * the catalogue, so the browser never decides what is charged.
 */
export const createOrderSchema = z
  .strictObject({
    planId: z.string({ message: UNKNOWN_PLAN }).max(64, UNKNOWN_PLAN).optional(),
    amount: z.number({ message: AMOUNT_MISMATCH }).int(AMOUNT_MISMATCH).positive(AMOUNT_MISMATCH).optional(),
    currency: z.literal("INR", { message: "Only payments in rupees (INR) are accepted." }).optional(),
    receipt: z.string().max(64).optional(),
  })
  .transform((body, ctx): Plan => {
    if (body.planId !== undefined) {
      const plan = findPlan(body.planId);
      if (plan && (body.amount === undefined || body.amount === planAmountPaise(plan))) return plan;
      ctx.addIssue({ code: "custom", path: ["planId"], message: plan ? AMOUNT_MISMATCH : UNKNOWN_PLAN });
      return z.NEVER;
    }
    const plan = body.amount === undefined ? undefined : findPlanByAmountPaise(body.amount);
    if (plan) return plan;
    ctx.addIssue({
      code: "custom",
      path: ["amount"],
      message: body.amount === undefined ? UNKNOWN_PLAN : AMOUNT_MISMATCH,
    });
    return z.NEVER;
  });

const providerId = (what: string) =>
  z
    .string({ message: `${what} is missing.` })
    .trim()
    .regex(/^[A-Za-z0-9_]{1,64}$/, `${what} is not valid.`);

/**
 * POST /api/verify-payment: what Razorpay's checkout hands to the page, as the old client sends it. The
 * plan, payment details and transaction id it also sends are accepted and ignored: the plan comes from
 * the stored order.
 */
export const verifyPaymentSchema = z.object({
  razorpay_payment_id: providerId("The payment id"),
  razorpay_order_id: providerId("The order id"),
  razorpay_signature: z
    .string({ message: "The payment signature is missing." })
    .trim()
    .max(256, "The payment signature is not valid."),
});

/** POST /api/payments/simulate (development only): completes a simulated order as the checkout would. */
export const simulatePaymentSchema = z.strictObject({ orderId: providerId("The order id") });

export const VISIT_DATE_MESSAGE = "Choose a date from today onwards.";
export const VISIT_NO_DATE_MESSAGE = "Choose a date for the visit.";
export const VISIT_PHONE_MESSAGE = "Enter a phone number so we can call you to confirm the visit.";

/** POST /api/visits: a house visit asked for by a plan holder. */
export const createVisitSchema = z.strictObject({
  propertyId: z.string({ message: "Choose a property to visit." }).regex(/^[a-f0-9]{24}$/i, "Property not found"),
  preferredDate: z
    .string({ message: VISIT_NO_DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD.")
    .refine(isCalendarDate, "Enter a real date.")
    .refine((date) => date >= todayInOdisha(), VISIT_DATE_MESSAGE)
    .refine(
      (date) => date <= addDaysToDate(todayInOdisha(), VISIT_MAX_DAYS_AHEAD),
      `Choose a date within the next ${VISIT_MAX_DAYS_AHEAD} days.`,
    ),
  preferredTime: z.enum(VISIT_TIME_SLOTS, { message: "Choose morning, afternoon or evening." }).optional(),
  note: z.string().trim().max(500, "Keep the note under 500 characters.").optional(),
  /** Where the team calls to confirm; without it, the profile's number. */
  phone: phoneSchema.optional(),
});

/**
 * The booking form's fields (the dialog adds the listing's id): an empty date or time is one not chosen yet,
 * and the form asks for the number every time (prefilled from the profile), where the API falls back to it.
 */
export const bookVisitFormSchema = createVisitSchema.omit({ propertyId: true }).extend({
  preferredDate: z.string().min(1, VISIT_NO_DATE_MESSAGE).pipe(createVisitSchema.shape.preferredDate),
  preferredTime: z.literal("").or(createVisitSchema.shape.preferredTime),
  phone: z.string().trim().min(1, VISIT_PHONE_MESSAGE).pipe(phoneSchema),
});

export type CreateVisitInput = z.infer<typeof createVisitSchema>;
