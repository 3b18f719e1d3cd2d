import type { Words } from "@/lib/i18n/words";

/**
 * A fact that comes from a choice (a kind, a furnishing, an amenity...) in the page's language: the
 * `Choices` namespace names each value of the option lists in domain/listings/options.ts. A value the lists
 * do not know (an amenity an admin typed) is shown as stored.
 */
export function choiceLabel<Group extends keyof Words<"Choices">>(
  words: Pick<Words<"Choices">, Group>,
  group: Group,
  value: string,
): string {
  const labels = words[group] as Record<string, string>;
  return Object.hasOwn(labels, value) ? labels[value] : value;
}
