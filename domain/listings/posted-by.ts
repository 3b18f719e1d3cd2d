/**
 * A listing posted by its owner (through the public form, or marked so by the team) is answered by the
 * owner in a conversation, never by the company's agent, whose name and number belong to the team's own
 * listings. The listing page and the enquiry route decide by this one rule.
 */
export function postedByOwner(listing: { source?: string | null; postedBy?: string | null }): boolean {
  return listing.source === "public" || listing.postedBy === "owner";
}
