/**
 * The slug of a city or locality name: lower case, words joined by hyphens, accents of Latin letters dropped
 * ("Saheed Nagar" → "saheed-nagar", "St. Mary's Rd." → "st-mary-s-rd", "Bhubaneśwar" → "bhubaneswar").
 * Letters of other scripts are kept as they are ("ପାଟିଆ"); the path carries them percent-encoded. Two names
 * with the same slug are the same place (the pages read back a slug through the stored names, which map to it).
 */
export function placeSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/([A-Za-z])\p{M}+/gu, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .normalize("NFC");
}
