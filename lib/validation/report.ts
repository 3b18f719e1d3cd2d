import { z } from "@/lib/validation/zod";
import { REPORT_REASONS } from "@/domain/listings/options";
import { contactEmailSchema } from "@/lib/validation/contact-agent";

/** POST /api/property/property/{id}/report: why a visitor thinks a listing is wrong. */
export const reportListingSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, { message: "Choose a reason" }),
    details: z.string().trim().max(1000, "Please keep this under 1000 characters").default(""),
    // So the team can tell the reporter what they did about it.
    email: contactEmailSchema(),
  })
  .refine((r) => r.reason !== "Other" || r.details.length > 0, {
    message: "Tell us what is wrong with this listing",
    path: ["details"],
  });

export type ReportListingInput = z.output<typeof reportListingSchema>;
