import { bookVisitFormSchema, VISIT_NO_DATE_MESSAGE, VISIT_PHONE_MESSAGE } from "@/lib/validation/payment";
import { addDaysToDate, todayInOdisha } from "@/domain/visits/options";

// The booking form's fields as the browser holds them (empty strings for what is not chosen yet).
const form = (values: Record<string, string>) => ({
  preferredDate: "",
  preferredTime: "",
  note: "",
  phone: "",
  ...values,
});
const messages = (values: Record<string, string>) => {
  const parsed = bookVisitFormSchema.safeParse(form(values));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the Book a visit form's schema", () => {
  it("asks for a date and a number when neither is given, and takes an empty time as any time", () => {
    expect(messages({})).toEqual({ preferredDate: VISIT_NO_DATE_MESSAGE, phone: VISIT_PHONE_MESSAGE });
  });

  it("keeps the API's rules for the date and the number", () => {
    expect(messages({ preferredDate: "2020-01-01", phone: "94370" })).toEqual({
      preferredDate: "Choose a date from today onwards.",
      phone: "Enter valid 10-digit phone number",
    });
    expect(messages({ preferredDate: addDaysToDate(todayInOdisha(), 91), phone: "9437012345" })).toEqual({
      preferredDate: "Choose a date within the next 90 days.",
    });
  });

  it("gives the API's fields, the number without its spaces", () => {
    const day = addDaysToDate(todayInOdisha(), 3);
    expect(
      bookVisitFormSchema.parse(
        form({ preferredDate: day, preferredTime: "evening", note: " Parents ", phone: "98610 44444" }),
      ),
    ).toEqual({ preferredDate: day, preferredTime: "evening", note: "Parents", phone: "9861044444" });
    expect(bookVisitFormSchema.parse(form({ preferredDate: day, phone: "9861044444" }))).toMatchObject({
      preferredTime: "",
      note: "",
    });
  });
});
