import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { EMPTY_LISTING_VALUES, type ListingValues } from "@/components/listing-form/form-values";
import {
  ENGLISH_LISTING_WORDS,
  ListingWordsProvider,
  type ListingFormWords,
} from "@/components/listing-form/form-words";
import { OwnerSections } from "@/components/listing-form/owner-sections";
import { OwnerEditForm } from "@/components/profile/owner-edit-form";
import { OwnerPhotos } from "@/components/profile/owner-photos";
import type { OwnerListing } from "@/lib/contracts/owners";
import hi from "@/messages/hi";
import or from "@/messages/or";

// The owner's List Your Property sections and the profile's edit read in the page's language when given its
// words, and in English (as the admin panel and the journeys know them) without.

const wordsOf = (locale: "or" | "hi"): ListingFormWords => {
  const messages = { or, hi }[locale];
  return { locale, text: messages.ListingForm, choices: messages.Choices, maps: messages.Maps, errors: {} };
};

function OwnerForm({ children }: { children: ReactNode }) {
  const form = useForm<ListingValues>({ defaultValues: EMPTY_LISTING_VALUES });
  return createElement(FormProvider<ListingValues>, { ...form, children });
}

const ownerSections = (words: ListingFormWords) =>
  renderToStaticMarkup(
    createElement(ListingWordsProvider, {
      words,
      children: createElement(OwnerForm, { children: createElement(OwnerSections, { photos: null }) }),
    }),
  );

const listing = {
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
  photos: ["/uploads/a.jpg", "/uploads/b.jpg"],
} as unknown as OwnerListing;

const ownerEdit = (words?: ListingFormWords) =>
  renderToStaticMarkup(createElement(OwnerEditForm, { listing, onSaved: () => {}, words })) +
  renderToStaticMarkup(createElement(OwnerPhotos, { listing, onSaved: () => {}, words }));

test("List Your Property's sections in English, as before", () => {
  const html = ownerSections(ENGLISH_LISTING_WORDS);
  for (const text of [
    "Basic Information",
    "Listing type",
    "Sell",
    "Monthly rent (₹)",
    "Semi-Furnished",
    "Water Supply",
  ])
    expect(html).toContain(text);
});

test.each(["or", "hi"] as const)("List Your Property's sections in %s", (locale) => {
  const words = wordsOf(locale);
  const html = ownerSections(words);
  const form = words.text.form;
  for (const text of [form.basic, form.listingType, form.typeSale, form.monthlyRent, form.ownerName, form.amenities])
    expect(html).toContain(text);
  // Options from the Choices namespace, by the stored value.
  expect(html).toContain(`value="Semi-Furnished">${words.choices.furnishing["Semi-Furnished"]}<`);
  expect(html).toContain(words.choices.amenity["Water Supply"]);
  expect(html).toContain(words.maps.pin.legend);
  for (const english of ["Basic Information", "Owner Details", "Property type", "Semi-Furnished<"])
    expect(html).not.toContain(english);
});

test("the owner's edit and photos: English without words, the page's language with them", () => {
  const english = ownerEdit();
  for (const text of ["Rent per month (₹)", "Save changes", "Make cover", "Add photos", "Edit 2BHK near Infocity"])
    expect(english).toContain(text);
  const hindi = ownerEdit(wordsOf("hi"));
  const edit = hi.ListingForm.edit;
  for (const text of [
    edit.rentPerMonth,
    edit.save,
    edit.makeCover,
    hi.ListingForm.photos.label,
    "2BHK near Infocity बदलें",
  ])
    expect(hindi).toContain(text);
  for (const text of ["Save changes", "Make cover", "Add photos", "Security deposit"])
    expect(hindi).not.toContain(text);
});
