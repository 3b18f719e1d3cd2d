import type { ThreadListing } from "@/lib/conversations/serializers";
import type { ConversationDoc } from "@/models/Conversation";
import { Property } from "@/models/Property";
import { User } from "@/models/User";

export type ThreadFacts = { listing: ThreadListing | null; ownerName: string };

/** The listings and owners' names the threads show, read once for a page of threads. */
export async function threadFacts(docs: ConversationDoc[]): Promise<(doc: ConversationDoc) => ThreadFacts> {
  const propertyIds = [...new Set(docs.map((d) => String(d.property)))];
  const ownerIds = [...new Set(docs.flatMap((d) => (d.owner ? [String(d.owner)] : [])))];
  const [listings, owners] = await Promise.all([
    Property.find({ _id: { $in: propertyIds } }, { title: 1, price: 1, type: 1, images: 1, pictures: 1 }).lean(),
    ownerIds.length ? User.find({ _id: { $in: ownerIds } }, { name: 1 }).lean() : Promise.resolve([]),
  ]);
  const byListing = new Map(
    listings.map((p) => {
      const image = p.images?.find((i) => i.isPrimary)?.url ?? p.images?.[0]?.url ?? p.pictures?.[0] ?? null;
      const listing: ThreadListing = { id: String(p._id), title: p.title, price: p.price, type: p.type, image };
      return [String(p._id), listing] as const;
    }),
  );
  const ownerName = new Map(owners.map((u) => [String(u._id), u.name ?? ""] as const));
  return (doc) => ({
    listing: byListing.get(String(doc.property)) ?? null,
    ownerName: doc.owner ? (ownerName.get(String(doc.owner)) ?? "") : "",
  });
}
