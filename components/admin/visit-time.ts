import type { VisitTimeSlot } from "@/domain/visits/options";

// Visits happen in Bhubaneswar, so the schedule field is read as India time (UTC+05:30 all year, no daylight
// saving) whatever the admin's own computer is set to.
const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A datetime-local value ("2026-11-24T10:30") read as India time, as an ISO instant; "" when incomplete. */
export function indiaLocalToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return "";
  const instant = new Date(`${value}:00${INDIA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? "" : instant.toISOString();
}

/** An instant as a datetime-local value in India time. */
export function isoToIndiaLocal(iso: string | Date): string {
  return new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

const SLOT_START: Record<VisitTimeSlot, string> = { morning: "10:00", afternoon: "13:00", evening: "17:00" };

/** Where the schedule field starts: the time already set, else the buyer's day and part of the day. */
export function suggestedVisitTime(visit: {
  scheduledFor: string | null;
  preferredDate: string;
  preferredTime: VisitTimeSlot | null;
}): string {
  if (visit.scheduledFor) return isoToIndiaLocal(visit.scheduledFor);
  const suggested = `${visit.preferredDate}T${SLOT_START[visit.preferredTime ?? "morning"]}`;
  // A preferred day already past suggests nothing: the admin picks a new one.
  return new Date(indiaLocalToIso(suggested)).getTime() > Date.now() ? suggested : "";
}
