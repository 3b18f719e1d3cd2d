import { waitForQuietMachine } from "@/scripts/bench/quiet-machine.mjs";

describe("waitForQuietMachine", () => {
  it("answers after the asked number of quiet windows when every window counts as quiet", async () => {
    const result = await waitForQuietMachine({ maxBusyShare: 1.01, windowMs: 50, quietWindows: 3, limitMs: 5_000 });
    expect(result.quiet).toBe(true);
    expect(result.waitedMs).toBeGreaterThanOrEqual(150);
    expect(result.busyShare).toBeGreaterThanOrEqual(0);
    expect(result.busyShare).toBeLessThanOrEqual(1);
  });

  it("gives up at its limit and says so when the machine is never quiet enough", async () => {
    // No window is busy less than 0% of the time.
    const result = await waitForQuietMachine({ maxBusyShare: 0, windowMs: 50, quietWindows: 2, limitMs: 300 });
    expect(result.quiet).toBe(false);
    expect(result.waitedMs).toBeGreaterThanOrEqual(300);
    expect(result.waitedMs).toBeLessThan(5_000);
  });
});
