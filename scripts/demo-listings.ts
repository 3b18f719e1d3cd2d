// The demo catalogue: real Bhubaneswar localities, plausible 2026 rupee prices.
// The listings are data (scripts/data/demo-listings.json), read and checked once here: a broken file stops
// the seeding with the listing and field at fault, before anything is written.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { FACINGS, FURNISHING, LISTING_TYPES, PROPERTY_TYPES } from "@/domain/listings/options";

export const DEMO_LISTINGS_FILE = path.join(__dirname, "data", "demo-listings.json");

const text = z.string().trim().min(1);
const count = z.number().int().nonnegative();

const demoListingSchema = z.strictObject({
  title: text,
  type: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  bhk: count,
  bathrooms: count,
  price: z.number().positive(),
  area: z.number().positive(),
  carpet: z.number().positive().optional(),
  furnishing: z.enum(FURNISHING),
  locality: text,
  address: text,
  zipCode: z.string().regex(/^\d{6}$/, "a six-digit PIN code"),
  floorNo: count.optional(),
  totalFloors: count.optional(),
  facing: z.enum(FACINGS),
  builtYear: z.number().int().min(1900).max(2100).optional(),
  maintenance: count.optional(),
  parking: count,
  bachelors: z.boolean().optional(),
  badge: text.optional(),
  featured: z.boolean().optional(),
  amenities: z.array(text),
  highlights: z.array(text),
  /** [name, distance, category] of a place near the listing. */
  nearby: z.array(z.tuple([text, text, text])),
  description: text,
  /** The name of a photo under public/images/listings/, without ".jpg". */
  image: text,
});

export type DemoListing = z.infer<typeof demoListingSchema>;

/** Reads a demo catalogue; throws an error naming the file and, for a listing that fails, its place and field. */
export function readDemoListings(file: string = DEMO_LISTINGS_FILE): DemoListing[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file} is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = z.array(demoListingSchema).min(1).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  at ${issue.path.join(".") || "(top)"}: ${issue.message}`);
    throw new Error(`${file} is not a valid demo catalogue:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

export const DEMO_LISTINGS: DemoListing[] = readDemoListings();

export const DEMO_INTERIORS = ["interior-1", "interior-2", "interior-3", "interior-4", "interior-5", "interior-6"];
