import { whatsappHref } from "@/lib/whatsapp";

describe("whatsappHref", () => {
  it.each([
    ["94370 12345", "919437012345"],
    ["+91 94370 12345", "919437012345"],
    ["094370 12345", "919437012345"],
    ["+44 20 7946 0958", "442079460958"],
  ])("dials %s as %s with the message typed in", (phone, digits) => {
    expect(whatsappHref(phone, "2BHK in Patia?")).toBe(`https://wa.me/${digits}?text=2BHK%20in%20Patia%3F`);
  });

  it.each([null, "", "12345", "0674 25"])("gives no link for %p", (phone) => {
    expect(whatsappHref(phone, "hello")).toBeNull();
  });
});
