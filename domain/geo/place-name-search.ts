import { LANDMARKS } from "@/domain/geo/landmarks";
import { CITY_NAMES, LANDMARK_NAMES, LOCALITY_NAMES, type PlaceNames } from "@/domain/geo/place-names";
import { CITY_ALIASES, CITY_CENTRES } from "@/domain/geo/places-data";

/**
 * Place names typed in any of the site's scripts, or in another common spelling, read as the site's own
 * English name: `ପାଟିଆ`, `पटिया` and `Patia` are one place, and so are `ଭୁବନେଶ୍ୱର`, `ଭୁବନେଶଵର`,
 * `भुवनेश्वर` and "bhubaneshwar". The search's keywords are stored in English (the listings' places are
 * the site's English names), so a search text has its place names rewritten before it is split into words.
 *
 * Browser-safe: plain functions over plain data.
 */

/** Odia: nasal consonants (ଙ ଞ ଣ ନ ମ) with a virama before a consonant are written as the anusvara too. */
const ODIA_NASAL_CLUSTER = /[\u0B19\u0B1E\u0B23\u0B28\u0B2E]\u0B4D(?=[\u0B15-\u0B39\u0B5C-\u0B5F\u0B71])/g;
/** Devanagari: the same with ङ ञ ण न म (`चन्द्र` and `चंद्र`). */
const DEVANAGARI_NASAL_CLUSTER = /[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939\u0958-\u095F])/g;

/**
 * One written form for every spelling of a name, for comparing names, never for showing them. In both
 * Indic scripts: the nukta dropped (ଡ଼ and ଡ, ड़ and ड), the chandrabindu read as the anusvara and a nasal
 * before a consonant too, long i and u read as short, the three sibilants as one, retroflex ଣ/ଳ (ण) as
 * ନ/ଲ (न); in Odia ଵ read as ୱ. In Latin letters: lower case without accents, "sh" as "s", "w" as "v",
 * "y" as "i", "x" as "ks", "ee" as "i", "oo" as "u", doubled letters once. Spaces and punctuation go.
 */
export function foldPlaceName(text: string): string {
  return (
    text
      .normalize("NFD")
      .toLowerCase()
      .replace(/[\u0300-\u036f\u200c\u200d]/g, "")
      // Spaces and punctuation first, so that a letter doubled across a space folds like one within a word.
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "")
      // Odia
      .replace(/\u0B3C/g, "")
      .replace(/\u0B35/g, "\u0B71")
      .replace(/\u0B01/g, "\u0B02")
      .replace(ODIA_NASAL_CLUSTER, "\u0B02")
      .replace(/\u0B40/g, "\u0B3F")
      .replace(/\u0B42/g, "\u0B41")
      .replace(/[\u0B36\u0B37]/g, "\u0B38")
      .replace(/\u0B23/g, "\u0B28")
      .replace(/\u0B33/g, "\u0B32")
      // Devanagari
      .replace(/\u093C/g, "")
      .replace(/\u0901/g, "\u0902")
      .replace(DEVANAGARI_NASAL_CLUSTER, "\u0902")
      .replace(/\u0940/g, "\u093F")
      .replace(/\u0942/g, "\u0941")
      .replace(/[\u0936\u0937]/g, "\u0938")
      .replace(/\u0923/g, "\u0928")
      // Latin
      .replace(/sh/g, "s")
      .replace(/w/g, "v")
      .replace(/y/g, "i")
      .replace(/x/g, "ks")
      .replace(/ee/g, "i")
      .replace(/oo/g, "u")
      .replace(/([a-z])\1+/g, "$1")
  );
}

/** Every place's every name, folded, to its English name. */
function buildIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const add = (english: string, names?: PlaceNames, ...other: string[]) => {
    for (const name of [english, ...other, ...(names ? [names.or, names.hi, ...(names.also ?? [])] : [])]) {
      const folded = foldPlaceName(name);
      if (folded && !index.has(folded)) index.set(folded, english);
    }
  };
  for (const city of CITY_CENTRES) {
    const aliases = Object.keys(CITY_ALIASES).filter((alias) => CITY_ALIASES[alias] === city.slug);
    add(city.name, CITY_NAMES[city.slug], ...aliases);
    for (const locality of city.localities) add(locality.name, LOCALITY_NAMES[locality.slug]);
  }
  for (const landmark of LANDMARKS) add(landmark.name, LANDMARK_NAMES[landmark.slug]);
  return index;
}

let index: Map<string, string> | undefined;

/** The longest place name, in words ("Bhubaneswar railway station", "ଭୁବନେଶ୍ୱର ରେଳ ଷ୍ଟେସନ"). */
const MOST_WORDS = 4;

/**
 * The text with every place name in it, in any script or spelling above, written as the site's English name;
 * its other words as they were. "2 bhk ପାଟିଆ" reads "2 bhk Patia".
 */
export function placeNamesInEnglish(text: string): string {
  index ??= buildIndex();
  const words = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(MOST_WORDS, words.length - i); n >= 1 && !taken; n--) {
      const english = index.get(foldPlaceName(words.slice(i, i + n).join("")));
      if (english) {
        out.push(english);
        taken = n;
      }
    }
    if (!taken) out.push(words[i]);
    i += taken || 1;
  }
  return out.join(" ");
}
