import type { AvailabilityOutcome } from "@/lib/freshness/answers";
import { route, schema } from "@/lib/contracts/route";

/** The freshness reminder's answers (the mail's signed links), signed in or not. */

const freshness = () => import("@/lib/validation/freshness");

export type { AvailabilityOutcome };

/**
 * The confirmation page's button for one of the reminder's links: the signed token names the listing, the
 * cycle and the answer (still available, rented, sold). A forged or altered token is a 400. A browser's
 * form sent before the page's scripts ran is sent back to the page.
 */
export const answerAvailability = route("POST", "/api/listing-availability", {
  query: schema(freshness, "availabilityQuerySchema"),
}).answers<{ outcome: AvailabilityOutcome }>();
