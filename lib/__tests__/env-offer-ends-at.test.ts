import { EnvError, parseEnv } from "@/lib/env";
import { offerEndsLabel } from "@/lib/plans";

describe("OFFER_ENDS_AT", () => {
  it("is unset by default, also when left blank", () => {
    expect(parseEnv({ NODE_ENV: "test" }).OFFER_ENDS_AT).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "" }).OFFER_ENDS_AT).toBeUndefined();
    expect(parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "  " }).OFFER_ENDS_AT).toBeUndefined();
  });

  it("accepts an ISO date-time with an offset or Z", () => {
    expect(parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "2027-01-31T23:59:59+05:30" }).OFFER_ENDS_AT).toBe(
      "2027-01-31T23:59:59+05:30",
    );
    expect(parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "2027-01-31T18:29:59Z" }).OFFER_ENDS_AT).toBe(
      "2027-01-31T18:29:59Z",
    );
  });

  it("refuses a value that is not a date-time with a time zone", () => {
    expect(() => parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "in 3 days" })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "2027-01-31" })).toThrow(/OFFER_ENDS_AT/);
    expect(() => parseEnv({ NODE_ENV: "test", OFFER_ENDS_AT: "2027-01-31T23:59:59" })).toThrow(/OFFER_ENDS_AT/);
  });
});

describe("the offer's end-date line", () => {
  const now = Date.parse("2027-01-01T12:00:00+05:30");

  it("names the configured day in India's time zone while it is ahead", () => {
    expect(offerEndsLabel("2027-01-31T23:59:59+05:30", now)).toBe("Offer ends on 31 January 2027");
    // 20:00 UTC on the 31st is already 1 February in India.
    expect(offerEndsLabel("2027-01-31T20:00:00Z", now)).toBe("Offer ends on 1 February 2027");
  });

  it("says nothing when no end is configured or it has passed", () => {
    expect(offerEndsLabel(undefined, now)).toBeNull();
    expect(offerEndsLabel("2026-12-31T23:59:59+05:30", now)).toBeNull();
    expect(offerEndsLabel("2027-01-01T12:00:00+05:30", now)).toBeNull();
  });
});
