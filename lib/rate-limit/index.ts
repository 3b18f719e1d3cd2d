/**
 * Every limit is a rule in rules.ts, counted in MongoDB (counters.ts) so every app instance sees the same
 * numbers: fixed windows (windows.ts) and the growing delays of failed sign-ins (throttle.ts).
 */
export { LIMITS } from "@/lib/rate-limit/rules";
export * from "@/lib/rate-limit/throttle";
export * from "@/lib/rate-limit/windows";

/** "45 seconds", "1 minute", "15 minutes": a wait as the refusals word it. */
export function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds <= 90 ? `${seconds} seconds` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The refusal anonymous forms show: "Too many messages from your network. Please try again in 5 minutes." */
export const tooManyFromNetwork = (what: string) => (seconds: number) =>
  `Too many ${what} from your network. Please try again in ${minutesText(seconds)}.`;
