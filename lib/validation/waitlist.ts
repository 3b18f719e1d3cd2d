import { z } from "@/lib/validation/zod";
import { emailSchema } from "@/lib/validation/auth";

/** POST /api/waitlist: the coming-soon page's Notify Me form. */
export const joinWaitlistSchema = z.strictObject({ email: emailSchema });

/** What the visitor reads after joining the coming-soon list, for three seconds. */
export const WAITLIST_THANKS = "Thank you! We'll notify you when we launch.";
