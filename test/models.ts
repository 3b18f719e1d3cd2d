/**
 * The models, for tests that set up or inspect what a request stored. Product code reaches the database
 * through lib/<domain>; tests check the stored result directly, so they import the models from here.
 */
export { AuditEntry } from "@/models/AuditEntry";
export { Favourite } from "@/models/Favourite";
export { Message } from "@/models/Message";
export { OneTimeCode } from "@/models/OneTimeCode";
export { Property } from "@/models/Property";
export { LimitCounter } from "@/models/LimitCounter";
export { User, type UserDoc } from "@/models/User";
export { Waitlist } from "@/models/Waitlist";
export { Order } from "@/models/Order";
export { Visit } from "@/models/Visit";
export { SavedSearch } from "@/models/SavedSearch";
export { AlertMatch } from "@/models/AlertMatch";
export { PushSubscription } from "@/models/PushSubscription";
export { PriceSpan } from "@/models/PriceSpan";
export { PriceDropNotice } from "@/models/PriceDropNotice";
export { PriceDropMailDay } from "@/models/PriceDropMailDay";
export { LocalityCentre } from "@/models/LocalityCentre";
