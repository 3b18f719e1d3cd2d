import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";
import { LOCALES } from "@/lib/i18n/locales";

type Catalogue = { [key: string]: string | Catalogue };
const CATALOGUES: Record<string, Catalogue> = { en, or, hi };

/** Every message of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [inner, text] of flatten(value, name)) out.set(inner, text);
  }
  return out;
}

/**
 * The ICU arguments a message names (`{site}`, `{count, plural, ...}`, `<b>...</b>` tags), sorted. Text in
 * ICU quotes ('{literal}') is not an argument.
 */
function argumentsOf(message: string): string[] {
  const unquoted = message.replace(/'[^']*'/g, "");
  const names = new Set<string>();
  for (const [, name] of unquoted.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(name);
  for (const [, tag] of unquoted.matchAll(/<([A-Za-z_][\w]*)>/g)) names.add(`<${tag}>`);
  return [...names].sort();
}

const reference = flatten(en);

describe("the message catalogues", () => {
  it("has one catalogue per language", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s has every key of English, and no other", (locale) => {
    const keys = [...flatten(CATALOGUES[locale]).keys()].sort();
    expect(keys).toEqual([...reference.keys()].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))("%s names the same placeholders in every message", (locale) => {
    const messages = flatten(CATALOGUES[locale]);
    const differing = [...reference].filter(
      ([key, english]) => JSON.stringify(argumentsOf(messages.get(key) ?? "")) !== JSON.stringify(argumentsOf(english)),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty message", (locale) => {
    const empty = [...flatten(CATALOGUES[locale])].filter(([, text]) => !text.trim());
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it("keeps the shell's words plain: the browser shows them without a message library", () => {
    for (const locale of LOCALES) {
      const shell = flatten(CATALOGUES[locale].Shell as Catalogue);
      expect([...shell].filter(([, text]) => /[{}<]/.test(text)).map(([key]) => `${locale}.${key}`)).toEqual([]);
    }
  });

  it("claims nothing the product does not do: the team reviews listings and owners verify numbers, nobody inspects homes", () => {
    const unbacked = [
      /\bvisit(s|ed)?,? (and )?verif/i,
      /\b(visit|inspect)s? every (property|listing|home)/i,
      /stands? behind every/i,
      /possession in \d+ days/i,
      // "Verified" is what a phone number is (the mark), not what a listing or a home is.
      /(?<!phone[- ])\bverified (flats|houses|homes|listings|properties|owners?|agents?)/i,
    ];
    const found = [...reference].filter(([, text]) => unbacked.some((claim) => claim.test(text)));
    expect(found.map(([key]) => key)).toEqual([]);
    expect(unbacked.some((claim) => claim.test("experts who visit, verify and stand behind every listing"))).toBe(true);
    expect(unbacked.some((claim) => claim.test("Verified flats, houses and land"))).toBe(true);
    expect(unbacked.some((claim) => claim.test("Only phone-verified listings"))).toBe(false);
  });

  it("finds a missing key and a missing placeholder (the checks above can fail)", () => {
    const broken = flatten({ Footer: { onX: "X" } });
    expect(broken.has("Footer.rights")).toBe(false);
    expect(argumentsOf("X")).not.toEqual(argumentsOf(reference.get("Footer.onX")!));
    expect(argumentsOf("{count, plural, one {# home} other {# homes}} in {place}")).toEqual(["count", "place"]);
    expect(argumentsOf("'{literal}' and {name}")).toEqual(["name"]);
  });
});
