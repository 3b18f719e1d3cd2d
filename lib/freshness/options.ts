/** Browser-safe words of the freshness reminder. */

/** The reminder mail's answers: still available, let, sold. */
export const AVAILABILITY_ANSWERS = ["available", "rented", "sold"] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];
