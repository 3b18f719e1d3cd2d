import { listingFormSchema } from "@/components/listing-form/form-schema";
import { EMPTY_LISTING_VALUES, type ListingValues } from "@/components/listing-form/form-values";
import { ADMIN_PHOTO_WORDING, ownerPhotoWording, refusalIn } from "@/components/listing-form/photo-picker";
import { hintText } from "@/components/listing-form/price-hint";
import { editSchema, valuesOf } from "@/components/profile/owner-edit-values";
import type { OwnerListing } from "@/lib/contracts/owners";
import { errorWordsOf, translateError } from "@/lib/i18n/error-words";
import { listingMessageWords } from "@/lib/i18n/listing-message-words";
import { ownerPriceProblem } from "@/lib/validation/owner-listing";
import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";

// The listing forms (List Your Property, the owner's edit on the profile) say their checks' messages in the
// page's language: the shared and phone groups of `Errors`, and their own (`ListingForm.messages`).

const wordsOf = (page: typeof en) => ({
  ...errorWordsOf(en.Errors, page.Errors, ["phone"]),
  ...listingMessageWords(en.ListingForm.messages, page.ListingForm.messages),
});
const ODIA = wordsOf(or);
const HINDI = wordsOf(hi);

const long = (n: number) => "x".repeat(n);

/** Every message the owner's form gives for `values`. */
function submitMessages(values: Partial<ListingValues>): string[] {
  const parsed = listingFormSchema("submit", EMPTY_LISTING_VALUES).safeParse({ ...EMPTY_LISTING_VALUES, ...values });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const rent = {
  _id: "6b07e963e3bec6ea32489a33",
  title: "2BHK near Infocity",
  type: "rent",
  price: 18000,
  securityDeposit: 36000,
  availableFrom: "2026-12-01",
  furnishing: "Semi-Furnished",
  description: "Bright flat.",
  location: { address: "Lane 3, Patia", locality: "Patia", city: "Bhubaneswar" },
  geo: null,
  areaOnly: true,
} as OwnerListing;

function editMessages(changes: Partial<ReturnType<typeof valuesOf>>): string[] {
  const parsed = editSchema(rent).safeParse({ ...valuesOf(rent), ...changes });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const FORMS: Array<[string, string[]]> = [
  ["blank submission", submitMessages({})],
  [
    "wrong submission",
    submitMessages({
      title: long(71),
      description: long(4097),
      price: "-1",
      bhk: "11",
      bathrooms: "x",
      securityDeposit: "1.5",
      availableFrom: "1/7/2026",
      superBuiltupArea: { value: "0", unit: "sqft" },
      location: { ...EMPTY_LISTING_VALUES.location, address: long(201), locality: long(61) },
      owner: { name: "", phone: "12", email: "x" },
    } as Partial<ListingValues>),
  ],
  ["submission's deposit", submitMessages({ securityDeposit: "-5" })],
  [
    "owner's edit",
    editMessages({ title: "", price: "0", securityDeposit: "-1", availableFrom: "soon", description: long(4097) }),
  ],
  // The server's refusal of a price above the kind's cap.
  ["price over the cap", [ownerPriceProblem("rent", 1e12)!, ownerPriceProblem("sale", 1e12)!]],
];

describe("the listing forms' messages", () => {
  it.each(FORMS)("%s: has Odia and Hindi words", (_name, messages) => {
    expect(messages.length).toBeGreaterThan(0);
    const untranslated = messages.filter(
      (message) => translateError(ODIA, message) === message || translateError(HINDI, message) === message,
    );
    expect(untranslated).toEqual([]);
  });

  it("says the owners' routes' answers and waits in the page's language", () => {
    expect(translateError(HINDI, "Saved. The listing shows the change now.")).toBe(hi.ListingForm.messages.savedNow);
    expect(translateError(ODIA, "Too many changes to your listings. Please try again in 5 minutes.")).toBe(
      "ଆପଣଙ୍କ ଲିଷ୍ଟିଂରେ ବହୁତ ଥର ପରିବର୍ତ୍ତନ ହେଲା। 5 ମିନିଟ୍ ପରେ ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।",
    );
    expect(
      translateError(
        HINDI,
        "You have reached today's upload allowance of 100 photos and 500 MB. Nothing was uploaded. Please try again in 3 hours.",
      ),
    ).toBe("आज की अपलोड सीमा (100 फ़ोटो और 500 MB) पूरी हो गई। कुछ भी अपलोड नहीं हुआ। कृपया 3 घंटे बाद फिर कोशिश करें।");
    expect(listingMessageWords(en.ListingForm.messages, en.ListingForm.messages)).toEqual({});
  });
});

describe("the photo picker's and the price hint's words", () => {
  it("says a file the server refused in the page's language, and keeps an unknown reason as it came", () => {
    const odia = ownerPhotoWording(or.ListingForm.photos);
    expect(refusalIn(odia, "a.heic", "a.heic is not a JPEG, PNG, GIF or WebP image")).toBe(
      "a.heic JPEG, PNG, GIF ବା WebP ଫଟୋ ନୁହେଁ",
    );
    expect(refusalIn(odia, "b.jpg", "b.jpg is larger than 10 MB")).toBe("b.jpg 10 MBରୁ ବଡ଼");
    expect(refusalIn(ADMIN_PHOTO_WORDING, "b.jpg", "b.jpg is empty")).toBe("b.jpg is empty");
    expect(refusalIn(odia, "c.png", "Something else")).toBe("Something else");
    expect(ownerPhotoWording(en.ListingForm.photos).hint).toBe(
      "JPEG, PNG, GIF or WebP, up to 10 MB each, at most 20 (200 MB in all).",
    );
  });

  it("reads as before in English, and in the page's language elsewhere", () => {
    const figure = { month: "2026-10", median: 14000, p25: 12000, p75: 16000, count: 23 };
    expect(hintText("rent", 2, "Patia", figure)).toBe(
      "Similar 2 BHK homes in Patia ask ₹12,000-16,000 (median ₹14,000, 23 listings)",
    );
    expect(hintText("land", 0, "Patia", figure)).toBe(
      "Similar plots in Patia ask ₹12,000-16,000 a decimal (median ₹14,000, 23 listings)",
    );
    expect(hintText("rent", 2, "Patia", figure, { words: hi.ListingForm.form, locale: "hi" })).toBe(
      "Patia में ऐसे 2 BHK घरों की क़ीमत ₹12,000-16,000 है (बीच की क़ीमत ₹14,000, 23 लिस्टिंग)",
    );
  });
});
