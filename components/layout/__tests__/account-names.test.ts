import { avatarInitial, displayName, welcomeName } from "@/components/layout/account-names";

describe("welcomeName", () => {
  it("uses the first word of the name", () => {
    expect(welcomeName({ name: "  Priya Mohanty ", email: "priya@example.in" })).toBe("Priya");
  });

  it("falls back to the part of the e-mail before the @ when the name is missing or blank", () => {
    expect(welcomeName({ name: "", email: "rahul.sahoo@example.in" })).toBe("rahul.sahoo");
    expect(welcomeName({ name: "   ", email: "ananya@example.in" })).toBe("ananya");
    expect(welcomeName({ email: "sourav@example.in" })).toBe("sourav");
  });
});

describe("avatarInitial", () => {
  it("is the upper-cased first letter of the welcome name", () => {
    expect(avatarInitial({ name: "subham das", email: "s@example.in" })).toBe("S");
    expect(avatarInitial({ name: null, email: "kiran@example.in" })).toBe("K");
  });
});

describe("displayName", () => {
  it("is the whole name, else the part of the e-mail before the @", () => {
    expect(displayName({ name: " Priya Mohanty ", email: "priya@example.in" })).toBe("Priya Mohanty");
    expect(displayName({ name: "", email: "rahul@example.in" })).toBe("rahul");
  });
});
