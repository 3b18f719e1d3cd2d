import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { resetDatabase } from "@/test/db-helpers";
import { User } from "@/test/models";
import { subscriberWithSession, userWithSession } from "@/test/session-helpers";
import { returnVisitToPlan, setSubscriptionSwitch } from "@/lib/payments/subscription";

/**
 * The subscription (plan, visits, expiry) has one writer, lib/payments/subscription.ts: no other source file
 * names a `subscription.` field path, which every write of one field of it needs.
 */
const WRITER = path.join("lib", "payments", "subscription.ts");
const ROOTS = ["app", "lib", "components", "proxy.ts"];

function sourceFiles(entry: string): string[] {
  const full = path.join(process.cwd(), entry);
  if (entry.endsWith(".ts")) return [entry];
  return (readdirSync(full, { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.split(path.sep).includes("__tests__"))
    .map((file) => path.join(entry, file));
}

describe("the subscription's one writer", () => {
  it("is the only source file that names a subscription field path", () => {
    const writers = ROOTS.flatMap(sourceFiles).filter(
      (file) => file !== WRITER && /["'`]\$?subscription\./.test(readFileSync(path.join(process.cwd(), file), "utf8")),
    );
    expect(writers).toEqual([]);
  });

  it("gives a visit back without the used count going below zero", async () => {
    await resetDatabase();
    const { user } = await subscriberWithSession(3, 1);
    expect(await returnVisitToPlan(user._id)).toBe(3);
    expect(await returnVisitToPlan(user._id)).toBe(3);
    expect((await User.findById(user._id).lean())?.subscription?.visitsUsed).toBe(0);
    expect(await returnVisitToPlan("64b7f0c2a1b2c3d4e5f60718")).toBeUndefined();
  });

  it("switches a running plan off and on, keeping the remark unless a new one is given", async () => {
    const { user } = await subscriberWithSession(3, 0);
    await setSubscriptionSwitch(String(user._id), { isActive: false, remark: "Paid at the office" });
    await setSubscriptionSwitch(String(user._id), { isActive: true });
    const stored = (await User.findById(user._id).lean())?.subscription;
    expect(stored).toMatchObject({ isActive: true, remarks: "Paid at the office" });
  });

  it("refuses to switch on a plan that was never bought or granted", async () => {
    const { user } = await userWithSession();
    await expect(setSubscriptionSwitch(String(user._id), { isActive: true })).rejects.toThrow(/Grant plan/);
    expect((await User.findById(user._id).lean())?.subscription?.isActive).not.toBe(true);
  });
});
