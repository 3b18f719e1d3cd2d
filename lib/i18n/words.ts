import type messages from "@/messages/en";

/**
 * Words for client components, without a message library in the browser (docs/i18n.md). A server component
 * reads a namespace of the catalogue (`getMessages()`), passes the plain object down as a `words` prop, and
 * the client part shows its strings; a `{name}` placeholder is filled with `fillWords`. Messages that
 * travel this way hold plain text and `{name}` placeholders only: plurals and dates are formatted on the
 * server, or phrased so that they need none ("Results: {count}").
 */
export type Catalogue = typeof messages;
export type Words<Namespace extends keyof Catalogue> = Catalogue[Namespace];

/** `text` with each `{name}` replaced by its value; a placeholder without a value is left as written. */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Only `keys` of a namespace's words: a client component is handed what it says and no more, since every
 * word handed down travels in the page's HTML and its React payload.
 */
export function pickWords<T extends object, K extends keyof T>(words: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<T, K>;
}
