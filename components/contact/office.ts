/** Where the office is (in English: the Contact catalogue writes it in each language) and when it is open. */
export const OFFICE_ADDRESS = ["2nd Floor, Plot 12, Saheed Nagar", "Bhubaneswar, Odisha 751007"] as const;

/** The opening hours, by the keys the Contact catalogue names them with (hours.*); null hours: closed. */
export const BUSINESS_HOURS = [
  { days: "weekdays", hours: "weekdayHours" },
  { days: "saturday", hours: "saturdayHours" },
  { days: "sunday", hours: null },
] as const;

/** Directions in the visitor's own maps app; works without the embedded map. */
export const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${OFFICE_ADDRESS.join(", ")}, India`,
)}`;
