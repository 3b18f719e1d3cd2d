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
import type { Words } from "@/lib/i18n/words";

export type Service = {
  /** The service's key in the Services catalogue (items), where its name, description and features are. */
  id: ServiceId;
  /** Every category button this service answers to (a 2BHK can be rented, bought or sold). */
  categories: readonly ServiceCategory[];
  icon: IconComponent;
  popular: boolean;
};

export type ServiceId = keyof Words<"Services">["items"];

/** A service as its card shows it: its words in the page's language. */
export type ServiceText = { name: string; description: string; features: readonly string[] };

/** The twelve services the Services page offers, each leading to the contact page. */
export const SERVICES: readonly Service[] = [
  {
    id: "land",
    categories: ["buy", "sell", "lease"],
    icon: LandPlot,
    popular: false,
  },
  {
    id: "1rk",
    categories: ["rent", "buy", "sell"],
    icon: DoorOpen,
    popular: false,
  },
  {
    id: "1bhk",
    categories: ["rent", "buy"],
    icon: BedSingle,
    popular: false,
  },
  {
    id: "2bhk",
    categories: ["rent", "buy", "sell"],
    icon: BedDouble,
    popular: true,
  },
  {
    id: "3bhk",
    categories: ["rent", "buy", "sell"],
    icon: House,
    popular: false,
  },
  {
    id: "duplex",
    categories: ["buy", "sell"],
    icon: Castle,
    popular: false,
  },
  {
    id: "home",
    categories: ["buy", "sell"],
    icon: HousePlus,
    popular: true,
  },
  {
    id: "office",
    categories: ["rent", "lease", "commercial"],
    icon: Briefcase,
    popular: false,
  },
  {
    id: "apartment",
    categories: ["buy", "rent"],
    icon: Building2,
    popular: false,
  },
  {
    id: "building",
    categories: ["sell", "lease", "commercial"],
    icon: Building,
    popular: false,
  },
  {
    id: "commercial",
    categories: ["rent", "lease", "commercial"],
    icon: Store,
    popular: true,
  },
  {
    id: "pg",
    categories: ["rent"],
    icon: Hotel,
    popular: false,
  },
];
