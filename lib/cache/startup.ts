import { scaleWarnings } from "@/lib/cache/status";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/** At start: one warning line per thing that several instances would not share (see scaleWarnings). */
export function warnAboutScaleSetup(): void {
  for (const warning of scaleWarnings(env())) log.warn(warning);
}
