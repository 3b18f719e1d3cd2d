// The owner's List Your Property form validates with the listing schema family: see `submissionSchema` in
// lib/validation/listing.ts.
export { submissionSchema, type SubmissionInput } from "@/lib/validation/listing";
