import {
  BedDouble,
  BedSingle,
  Briefcase,
  Building,
  Building2,
  Castle,
  DoorOpen,
  Hotel,
  House,
  HousePlus,
  LandPlot,
  Store,
  type IconComponent,
} from "@/components/ui/icons";
import type { ServiceCategory } from "@/components/services/service-categories";

export type Service = {
  id: string;
  name: string;
  /** Every category button this service answers to (a 2BHK can be rented, bought or sold). */
  categories: readonly ServiceCategory[];
  description: string;
  features: readonly string[];
  icon: IconComponent;
  popular: boolean;
};

/** The twelve services the Services page offers, each leading to the contact page. */
export const SERVICES: readonly Service[] = [
  {
    id: "land",
    name: "Land Buy & Sell",
    categories: ["buy", "sell", "lease"],
    description: "Residential and farm plots with clear titles, from Khandagiri to the ring road.",
    features: ["Title and encumbrance check", "Survey and boundary help", "Registration support"],
    icon: LandPlot,
    popular: false,
  },
  {
    id: "1rk",
    name: "1RK Rent & Sale",
    categories: ["rent", "buy", "sell"],
    description: "Compact single rooms with kitchen for students and first jobs, close to colleges and IT parks.",
    features: ["Budget-friendly options", "Bachelor-friendly owners", "Short notice moves"],
    icon: DoorOpen,
    popular: false,
  },
  {
    id: "1bhk",
    name: "1BHK",
    categories: ["rent", "buy"],
    description: "One-bedroom flats for couples and young professionals in well-connected localities.",
    features: ["Furnished and unfurnished", "Verified owners", "Rent agreement drafting"],
    icon: BedSingle,
    popular: false,
  },
  {
    id: "2bhk",
    name: "2BHK",
    categories: ["rent", "buy", "sell"],
    description: "Our most searched homes: two-bedroom flats for growing families across Bhubaneswar.",
    features: ["Gated societies", "Parking and power backup", "Visits within 24 hours"],
    icon: BedDouble,
    popular: true,
  },
  {
    id: "3bhk",
    name: "3BHK",
    categories: ["rent", "buy", "sell"],
    description: "Spacious three-bedroom homes near schools, hospitals and markets.",
    features: ["Premium societies", "Loan assistance", "Price negotiation"],
    icon: House,
    popular: false,
  },
  {
    id: "duplex",
    name: "Duplex",
    categories: ["buy", "sell"],
    description: "Two-floor independent homes and row houses with private terraces and gardens.",
    features: ["Independent entrances", "Construction quality check", "Bank-approved projects"],
    icon: Castle,
    popular: false,
  },
  {
    id: "home",
    name: "Home Buy & Sell",
    categories: ["buy", "sell"],
    description: "End-to-end help buying or selling an independent house, from valuation to registration.",
    features: ["Free market valuation", "Verified buyers", "Legal paperwork handled"],
    icon: HousePlus,
    popular: true,
  },
  {
    id: "office",
    name: "Office Space Rent",
    categories: ["rent", "lease", "commercial"],
    description: "Ready offices and co-working floors near Infocity, Patia and Janpath.",
    features: ["Plug-and-play offices", "Flexible lease terms", "Site visits on your schedule"],
    icon: Briefcase,
    popular: false,
  },
  {
    id: "apartment",
    name: "Apartment",
    categories: ["buy", "rent"],
    description: "Flats in new and established apartment projects, checked for approvals and amenities.",
    features: ["RERA-registered projects", "Amenity checklists", "Builder negotiations"],
    icon: Building2,
    popular: false,
  },
  {
    id: "building",
    name: "Building",
    categories: ["sell", "lease", "commercial"],
    description: "Whole buildings for investors, hostels, clinics and offices, with income details.",
    features: ["Rental yield analysis", "Due diligence", "Confidential listings"],
    icon: Building,
    popular: false,
  },
  {
    id: "commercial",
    name: "Commercial Space",
    categories: ["rent", "lease", "commercial"],
    description: "Shops, showrooms and warehouses on busy roads and market streets.",
    features: ["Footfall-rich locations", "Lease agreement support", "Trade licence guidance"],
    icon: Store,
    popular: true,
  },
  {
    id: "pg",
    name: "1RK/PG Accommodation",
    categories: ["rent"],
    description: "Paying-guest rooms and hostels with meals, for students and working professionals.",
    features: ["Meals and Wi-Fi options", "Safe, verified hosts", "Monthly stays"],
    icon: Hotel,
    popular: false,
  },
];
