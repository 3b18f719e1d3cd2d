import { EnvError, parseEnv } from "@/lib/env";

describe("LAUNCH_DATE", () => {
  it("accepts an ISO date-time with an offset or Z, and defaults to the end of 2026 in IST", () => {
    expect(parseEnv({ NODE_ENV: "test" }).LAUNCH_DATE).toBe("2026-12-31T23:59:59+05:30");
    expect(parseEnv({ NODE_ENV: "test", LAUNCH_DATE: "2027-03-01T10:00:00Z" }).LAUNCH_DATE).toBe(
      "2027-03-01T10:00:00Z",
    );
  });

  it("refuses a date without a time zone, which would end the countdown at a server-dependent moment", () => {
    expect(() => parseEnv({ NODE_ENV: "test", LAUNCH_DATE: "2027-03-01" })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "test", LAUNCH_DATE: "2027-03-01T10:00:00" })).toThrow(/LAUNCH_DATE/);
  });
});
