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

/**
 * The Latin words of a message's text: not its ICU syntax (argument names, `plural`, `one`, `other`), not
 * its tags.
 */
function latinWordsOf(message: string): string[] {
  const text = message
    .replace(/'[^']*'/g, "")
    // An argument's name and type ("{count, plural, " or "{place}"), then a plural branch's selector ("one {").
    .replace(/\{\s*[A-Za-z_]\w*\s*(,\s*\w+\s*,?)?\s*\}?/g, " ")
    .replace(/\b(zero|one|two|few|many|other|=\d+)\s*\{/g, " ")
    .replace(/<\/?[A-Za-z_]\w*>/g, " ");
  return text.match(/[A-Za-z][A-Za-z-]*/g) ?? [];
}

/**
 * What an Odia or Hindi reader of the market sees in Latin letters (docs/i18n.md, glossary): units, acronyms,
 * brands and services by their own names, landmarks as their signs write them, and a time of day's am/pm.
 */
const WRITTEN_IN_LATIN = new Set([
  ...["BHK", "RK", "PG", "OTP", "SMS", "PIN", "EMI", "UPI", "ID", "CCTV", "RERA", "BDA", "IT", "CEO", "HTML", "CSV"],
  ...["MB", "JPEG", "PNG", "GIF", "WebP", "sq", "ft", "Cr", "am", "pm", "YYYY-MM-DD", "Wi-Fi", "WiFi"],
  // Budgets in short (₹10k, ₹50 L, ₹1.5 Cr) and round the clock (24x7).
  ...["k", "L", "x"],
  ...["Odisha", "Homes", "Google", "WhatsApp", "Razorpay", "X", "iPhone", "Home", "Screen"],
  // The hero's and the filters' examples of what one may type: the search takes these spellings.
  ...["KIIT", "Infocity", "hospital", "Patia", "Nayapalli", "Khordha"],
  // The privacy notice names the technique.
  ...["one-way", "hash"],
]);

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

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s writes in its own script: Latin letters only for what the market writes that way",
    (locale) => {
      const english = [...flatten(CATALOGUES[locale])].flatMap(([key, text]) =>
        latinWordsOf(text)
          .filter((word) => !WRITTEN_IN_LATIN.has(word))
          .map((word) => `${key}: ${word}`),
      );
      expect(english).toEqual([]);
    },
  );

  it("finds an English word left in a translation (the check above can fail)", () => {
    expect(latinWordsOf("बातचीत Messages में रखने के लिए {signIn}")).toEqual(["Messages"]);
    expect(latinWordsOf("{count, plural, one {# 2 BHK ଫ୍ଲାଟ୍} other {# ଫ୍ଲାଟ୍}} <b>OTP</b>")).toEqual(["BHK", "OTP"]);
  });

  it("finds a missing key and a missing placeholder (the checks above can fail)", () => {
    const broken = flatten({ Footer: { onX: "X" } });
    expect(broken.has("Footer.rights")).toBe(false);
    expect(argumentsOf("X")).not.toEqual(argumentsOf(reference.get("Footer.onX")!));
    expect(argumentsOf("{count, plural, one {# home} other {# homes}} in {place}")).toEqual(["count", "place"]);
    expect(argumentsOf("'{literal}' and {name}")).toEqual(["name"]);
  });
});
