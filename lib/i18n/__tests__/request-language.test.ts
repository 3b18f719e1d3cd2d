import {
  acceptedLanguage,
  accountLanguage,
  cookieLanguage,
  personLanguage,
  requestLanguage,
} from "@/lib/i18n/request-language";
import { LOCALES } from "@/lib/i18n/locales";
import { User } from "@/models/User";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/x", { headers });

describe("the person's language", () => {
  it("reads the NEXT_LOCALE cookie among others, and ignores a value the site does not have", () => {
    expect(cookieLanguage("a=1; NEXT_LOCALE=or; b=2")).toBe("or");
    expect(cookieLanguage("NEXT_LOCALE=hi")).toBe("hi");
    expect(cookieLanguage("NEXT_LOCALE=fr")).toBeUndefined();
    expect(cookieLanguage("MY_NEXT_LOCALE=or")).toBeUndefined();
    expect(cookieLanguage(null)).toBeUndefined();
  });

  it("takes the best-weighted of en, or and hi from Accept-Language", () => {
    expect(acceptedLanguage("hi")).toBe("hi");
    expect(acceptedLanguage("or-IN,or;q=0.9,en-US;q=0.8")).toBe("or");
    expect(acceptedLanguage("fr-FR,en;q=0.5,hi;q=0.7")).toBe("hi");
    expect(acceptedLanguage("en;q=0.8, or;q=0.8")).toBe("en");
    expect(acceptedLanguage("ory")).toBe("or");
    expect(acceptedLanguage("hi;q=0, en;q=0.1")).toBe("en");
    expect(acceptedLanguage("fr, *;q=0.5")).toBeUndefined();
    expect(acceptedLanguage("")).toBeUndefined();
  });

  it("prefers the cookie to Accept-Language, and falls back to English", () => {
    expect(requestLanguage(request({ cookie: "NEXT_LOCALE=or", "accept-language": "hi" }))).toBe("or");
    // The page's own word wins over a choice remembered from another visit, and an unknown one is passed over.
    expect(requestLanguage(request({ "x-page-language": "hi", cookie: "NEXT_LOCALE=or" }))).toBe("hi");
    expect(requestLanguage(request({ "x-page-language": "xx", cookie: "NEXT_LOCALE=or" }))).toBe("or");
    expect(requestLanguage(request({ "accept-language": "hi-IN,hi;q=0.9" }))).toBe("hi");
    expect(requestLanguage(request({ "accept-language": "de" }))).toBe("en");
    expect(requestLanguage(request({}))).toBe("en");
  });

  it("lets the account's own setting win over the page's language", () => {
    expect(accountLanguage({ language: "hi" })).toBe("hi");
    expect(accountLanguage({ language: "xx" })).toBeUndefined();
    expect(accountLanguage({})).toBeUndefined();
    expect(personLanguage(request({ cookie: "NEXT_LOCALE=or" }), { language: "hi" })).toBe("hi");
    expect(personLanguage(request({ cookie: "NEXT_LOCALE=or" }), { language: null })).toBe("or");
    expect(personLanguage(null, {})).toBe("en");
  });

  it("stores only the site's languages on an account", () => {
    expect((User.schema.path("language") as unknown as { enumValues: string[] }).enumValues).toEqual([...LOCALES]);
  });
});
