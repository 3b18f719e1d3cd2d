import { connectToDatabase, toPlainJson } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { adminListingFilter, adminListingSort } from "@/lib/listings/filter";
import { findListingPage } from "@/lib/listings/reads";
import type { AdminListingsQuery } from "@/lib/listings/query-words";
import type { PropertyJson } from "@/lib/listings/types";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

/** Where a listing came from, as the dashboard names it. */
const ORIGIN = { admin: "admin", public: "submission", seed: "seed" } as const;

/** The review and ownership fields of a stored listing, as JSON carries them. */
type ReviewFields = {
  source?: keyof typeof ORIGIN;
  isActive?: boolean;
  awaitingReview?: boolean;
  owner?: { name?: string; phone?: string; email?: string };
  account?: string;
  closedAt?: string;
  closedReason?: string;
  rejectedAt?: string;
  rejectedReason?: string;
  ownerEdit?: { at: string; changes: Array<{ field: string; before: unknown; after: unknown }> };
  pendingEdit?: { at: string; changes: Array<{ field: string; before: unknown; after: unknown }> };
};

/** A stored listing as JSON: a listing's public fields, its review fields, and the ones kept for search. */
type StoredListingJson = Omit<PropertyJson, keyof ReviewFields | "priceSince"> &
  ReviewFields & {
    __v?: number;
    keywords?: unknown;
    nearbyKeywords?: unknown;
    placeKey?: unknown;
    mapPoint?: unknown;
    priceSince?: string;
  };

/**
 * A listing as the admin sees it: every public field plus its origin, its review state and, for a
 * submission, the owner's own contact (which the public never sees).
 */
export function toAdminListing(doc: unknown) {
  const plain = toPlainJson(doc) as StoredListingJson;
  const {
    __v,
    keywords,
    nearbyKeywords,
    placeKey,
    mapPoint,
    awaitingReview,
    owner,
    source,
    account,
    closedAt,
    closedReason,
    rejectedAt,
    rejectedReason,
    ownerEdit,
    pendingEdit,
    priceSince,
    ...rest
  } = plain;
  void priceSince;
  void __v;
  void placeKey;
  void mapPoint;
  void keywords;
  void nearbyKeywords;
  const origin = ORIGIN[source ?? "admin"] ?? "admin";
  return {
    ...rest,
    _id: plain._id,
    isActive: Boolean(plain.isActive),
    source: origin,
    status: adminStatus({ awaitingReview, closedAt, rejectedAt, isActive: plain.isActive }),
    ...(origin === "submission"
      ? { owner: { name: owner?.name ?? "", phone: owner?.phone ?? "", email: owner?.email ?? "" } }
      : {}),
    /** The owner's account (name and e-mail filled in by the readers that have them). */
    ...(account ? { ownerAccount: { _id: String(account), name: "", email: "" } } : {}),
    ...(closedAt ? { closed: { at: closedAt, reason: closedReason ?? "other" } } : {}),
    ...(rejectedAt ? { rejected: { at: rejectedAt, reason: rejectedReason ?? "" } } : {}),
    /** "Edited by owner": what changed since the listing was last approved. */
    ...(ownerEdit ? { ownerEdit: { at: ownerEdit.at, changes: ownerEdit.changes ?? [] } } : {}),
    /**
     * The owner's changes to a live listing that wait for approval (the site shows the approved version):
     * each field's approved value beside the one asked for. Approving writes them; rejecting drops them.
     */
    ...(pendingEdit?.changes?.length ? { pendingEdit: { at: pendingEdit.at, changes: pendingEdit.changes } } : {}),
  };
}

function adminStatus(doc: { awaitingReview?: boolean; closedAt?: string; rejectedAt?: string; isActive?: boolean }) {
  if (doc.awaitingReview) return "pending" as const;
  if (doc.closedAt) return "closed" as const;
  if (doc.rejectedAt) return "rejected" as const;
  return doc.isActive ? ("active" as const) : ("inactive" as const);
}

/** Fills in the name and e-mail of each listing's owner account (one read for the page). */
async function withOwnerAccounts(listings: AdminListing[]): Promise<AdminListing[]> {
  const ids = [...new Set(listings.flatMap((l) => (l.ownerAccount ? [l.ownerAccount._id] : [])))];
  if (!ids.length) return listings;
  const users = await User.find({ _id: { $in: ids } }, { name: 1, email: 1 }).lean();
  const byId = new Map(users.map((u) => [String(u._id), u]));
  return listings.map((l) => {
    const user = l.ownerAccount && byId.get(l.ownerAccount._id);
    return user && l.ownerAccount
      ? { ...l, ownerAccount: { _id: l.ownerAccount._id, name: user.name, email: user.email } }
      : l;
  });
}

export type AdminListing = ReturnType<typeof toAdminListing>;

let backfill: Promise<void> | undefined;

/**
 * Fills fields that listings stored before the admin panel lack: the month key the statistics group by, and
 * the review flag of submissions still waiting (no submission had been approved before the flag existed).
 */
export async function backfillListingFields(): Promise<void> {
  await connectToDatabase();
  for (;;) {
    const missing = await Property.find({ createdMonth: null }, { createdAt: 1 }).limit(1000).lean();
    if (!missing.length) break;
    await Property.bulkWrite(
      missing.map((doc) => ({
        updateOne: {
          filter: { _id: doc._id },
          update: { $set: { createdMonth: (doc.createdAt ?? doc._id.getTimestamp()).toISOString().slice(0, 7) } },
        },
      })),
    );
  }
  await Property.updateMany(
    { source: "public", isActive: false, awaitingReview: { $exists: false } },
    { $set: { awaitingReview: true } },
  );
}

/** Runs the backfill once per server process; a failed run is retried on the next call. */
export function ensureListingBackfill(): Promise<void> {
  backfill ??= backfillListingFields().catch((error: unknown) => {
    backfill = undefined;
    throw error;
  });
  return backfill;
}

/** The admin's listing table: every listing (or one status), searched by title and place words, one page. */
export async function listListings(query: AdminListingsQuery) {
  const { page, limit } = query;
  await ensureListingBackfill();
  const filter = adminListingFilter(query);
  const { docs, total } = await findListingPage(filter, adminListingSort(query), page, limit);
  return { properties: await withOwnerAccounts(docs.map(toAdminListing)), total, page, limit };
}

export async function getListing(id: string): Promise<AdminListing> {
  await connectToDatabase();
  const doc = await Property.findById(id).lean();
  if (!doc) throw new NotFoundError("Property not found");
  return (await withOwnerAccounts([toAdminListing(doc)]))[0];
}
