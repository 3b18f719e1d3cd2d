import { fillWords, type Words } from "@/lib/i18n/words";

/**
 * The messages a form may show in the page's language. The schemas of lib/validation and the API speak
 * English (the server keeps answering English, and its tests read it); the `Errors` namespace holds each of
 * those English messages verbatim with its Odia and Hindi words, and the browser shows the page's version of
 * a message it is about to show (a zod message, or the server's `message` and `errors`). Browser-safe.
 *
 * A message the server builds around a value ("Please try again in 5 minutes.") is catalogued with a
 * placeholder ("... in {wait}."): it is matched as a pattern, and the value is looked up in turn ("5 minutes"
 * is "{count} minutes", in the `wait` group). A message the catalogue does not know is shown as it is.
 */

/** The groups of the `Errors` namespace: each form's page takes the groups of the messages it may show. */
export type ErrorGroup = keyof Words<"Errors">;

/** English message -> the page language's. Empty on an English page: the messages are shown as they are. */
export type ErrorWords = Readonly<Record<string, string>>;

/** Every page that shows a form needs these: the connection, the database, the waits of the rate limits. */
const ALWAYS: readonly ErrorGroup[] = ["common", "wait"];

/**
 * The lookup a page sends to its forms: the English messages of `groups` (and of `common` and `wait`) with
 * `page`'s words for them. Only these groups reach the browser.
 */
export function errorWordsOf(
  english: Words<"Errors">,
  page: Words<"Errors">,
  groups: readonly ErrorGroup[],
): ErrorWords {
  if (english === page) return {};
  const words: Record<string, string> = {};
  for (const group of new Set([...ALWAYS, ...groups])) {
    const said = page[group] as Record<string, string>;
    for (const [key, text] of Object.entries(english[group] as Record<string, string>)) words[text] = said[key];
  }
  return words;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The values of a catalogued pattern's placeholders in `message`, or null when it is not that pattern. */
function matchPattern(pattern: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(part);
      return "(.+?)";
    })
    .join("");
  const found = new RegExp(`^${source}$`).exec(message);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
}

function translate(words: ErrorWords, message: string, part: boolean): string {
  if (Object.hasOwn(words, message)) return words[message];
  for (const [english, said] of Object.entries(words)) {
    // A whole message starts with its own words; patterns that start with a value ("{count} minutes") are
    // only for the values filled into other messages, so an unknown message ending in "minutes" is left alone.
    if (!english.includes("{") || (!part && english.startsWith("{"))) continue;
    const values = matchPattern(english, message);
    if (!values) continue;
    const inPage = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, translate(words, value, true)]),
    );
    return fillWords(said, inPage);
  }
  return message;
}

/** `message` (English, from a schema or the server) in the page's language; as it is when unknown. */
export function translateError(words: ErrorWords, message: string): string {
  return translate(words, message, false);
}
