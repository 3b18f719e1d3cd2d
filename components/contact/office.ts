/** Where the office is and when it is open. */
export const OFFICE_ADDRESS = ["2nd Floor, Plot 12, Saheed Nagar", "Bhubaneswar, Odisha 751007"] as const;

export const BUSINESS_HOURS = [
  { days: "Monday – Friday", hours: "9:00 AM – 6:00 PM" },
  { days: "Saturday", hours: "9:00 AM – 4:00 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

/** Directions in the visitor's own maps app; works without the embedded map. */
export const DIRECTIONS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${OFFICE_ADDRESS.join(", ")}, India`,
)}`;
