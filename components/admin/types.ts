import type { VisitStatus, VisitTimeSlot } from "@/lib/payments/options";

/** The shapes the admin API answers with, as the dashboard reads them (browser-side copies of the contract). */

export type AdminUser = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  picture: string;
  isVerified: boolean;
  role: string;
  createdAt: string | null;
  subscription: {
    isActive: boolean;
    planId: string;
    duration: string;
    remarks: string;
    visitsTotal: number;
    visitsUsed: number;
    activatedAt: string | null;
    expiresAt: string | null;
  };
};

type Area = { value?: number | null; unit?: string | null } | null;

export type AdminListing = {
  _id: string;
  title: string;
  description?: string;
  price: number;
  type: string;
  propertyType?: string;
  bhk?: number;
  bathrooms?: number;
  furnishing?: string;
  superBuiltupArea?: Area;
  carpetArea?: Area;
  totalFloors?: number | null;
  floorNo?: number | null;
  facing?: string | null;
  bachelorsAllowed?: boolean;
  maintenanceMonthly?: number;
  carParking?: number;
  location?: { address?: string; city?: string; state?: string; country?: string; zipCode?: string } | null;
  amenities?: string[];
  images?: Array<{ url: string; isPrimary?: boolean }>;
  pictures?: string[];
  contactNumber?: string;
  contactEmail?: string;
  isActive: boolean;
  /** pending: a public submission no admin has approved or rejected yet. */
  status: "active" | "inactive" | "pending";
  views?: number;
  createdAt?: string;
  source?: "admin" | "submission" | "seed";
  owner?: { name?: string; phone?: string; email?: string } | null;
};

export type MessageRecord = {
  _id: string;
  kind?: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  timestamp: string;
  /** The listing an agent contact or a report is about: populated, or only its id. */
  property?: { _id: string; title?: string } | string | null;
};

export type AuditEntry = {
  _id: string;
  actor: { id: string; name: string; email: string };
  action: string;
  targetType: string;
  targetId: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
};

export type AdminVisit = {
  _id: string;
  /** Name and e-mail are empty once the buyer's account is deleted. */
  user: { _id: string; name: string; email: string; phone: string };
  /** null once the listing is deleted. */
  property: { _id: string; title: string; location: string } | null;
  preferredDate: string;
  preferredTime: VisitTimeSlot | null;
  note: string;
  status: VisitStatus;
  scheduledFor: string | null;
  cancelReason: string;
  createdAt: string;
  updatedAt: string;
};

export type AdminStats = {
  users: number;
  properties: number;
  messages: number;
  visits: number;
  propertiesPerMonth: Array<{ month: string; count: number }>;
};

/** Server-side paged lists all answer with these three besides their items. */
export type Paged = { total: number; page: number; limit: number };
