/** The Add Property form's choices that are not the listing model's own option lists. */

export const ADMIN_AMENITIES = [
  "Swimming Pool",
  "Gym",
  "Park",
  "Power Backup",
  "Security",
  "Water Supply",
  "Play Ground",
  "Club House",
  "Intercom",
  "Landscaped Garden",
  "Rain Water Harvesting",
  "Shopping Center",
  "Gas Pipeline",
  "Fire Safety",
  "Parking",
] as const;

export const LISTING_TYPE_OPTIONS = [
  { value: "rent", label: "Rent" },
  { value: "sale", label: "Sale" },
  { value: "land", label: "Land" },
];

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** 4 is stored for "more than three"; blank is not said. */
export const PARKING_OPTIONS = [{ value: "", label: "Not specified" }, ...numbers(0, 3), { value: "4", label: "3+" }];

/** Whether bachelors may rent it: asked, so blank (not said) stays distinct from "Not allowed". */
export const BACHELORS_OPTIONS = [
  { value: "", label: "Not specified" },
  { value: "true", label: "Allowed" },
  { value: "false", label: "Not allowed" },
];
