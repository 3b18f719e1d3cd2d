import { savedSearchErrorWords } from "@/lib/i18n/saved-search-errors";
import { translateError } from "@/lib/i18n/error-words";
import { createSavedSearchSchema, updateSavedSearchSchema } from "@/lib/validation/saved-search";
import { MAX_SAVED_SEARCH_NAME, MAX_SAVED_SEARCHES } from "@/domain/alerts/options";
import english from "@/messages/en/SavedSearches.json";
import hindi from "@/messages/hi/SavedSearches.json";
import odia from "@/messages/or/SavedSearches.json";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message ?? "";

describe("a saved search's messages in Odia and Hindi", () => {
  it("are nothing to look up on an English page", () => {
    expect(savedSearchErrorWords(english, english)).toEqual({});
  });

  it.each([
    ["or", odia],
    ["hi", hindi],
  ] as const)("%s: says the schema's messages, which the catalogue keeps verbatim", (_, page) => {
    const words = savedSearchErrorWords(english, page);
    const blank = firstMessage(updateSavedSearchSchema.safeParse({ name: "   " }));
    const long = firstMessage(
      createSavedSearchSchema.safeParse({ query: "", frequency: "daily", name: "x".repeat(MAX_SAVED_SEARCH_NAME + 1) }),
    );
    expect(translateError(words, blank)).toBe(page.errors.nameRequired);
    expect(translateError(words, long)).toBe(page.errors.nameTooLong.replace("{max}", String(MAX_SAVED_SEARCH_NAME)));
  });

  it.each([
    ["or", odia],
    ["hi", hindi],
  ] as const)("%s: says the server's refusals, the limit filled in", (_, page) => {
    const words = savedSearchErrorWords(english, page);
    const tooMany = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;
    expect(translateError(words, tooMany)).toBe(page.errors.tooMany.replace("{max}", String(MAX_SAVED_SEARCHES)));
    expect(translateError(words, "Saved search not found")).toBe(page.errors.notFound);
  });
});
