import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db";
import { LEASE_TTL_MS, withLease } from "@/lib/db/embedded-engine-gaps";

// The lease behind inTransaction's `key`: a document in the shared database, so units on one key run one at
// a time across server processes, not only within one. Called directly here (no in-process queue in front).

const leases = () => mongoose.connection.db!.collection<{ _id: string; holder: string; until: Date }>("leases");

beforeAll(connectToDatabase);
beforeEach(async () => {
  await leases().deleteMany({});
});

it("runs units on one key one at a time, however many start together", async () => {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      withLease("account:one", async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push(i);
        running -= 1;
      }),
    ),
  );
  expect(most).toBe(1);
  expect(order).toHaveLength(6);
});

it("lets units on different keys run side by side", async () => {
  let running = 0;
  let most = 0;
  const unit = () =>
    withLease(`account:${new mongoose.Types.ObjectId().toHexString()}`, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
    });
  await Promise.all([unit(), unit(), unit()]);
  expect(most).toBeGreaterThan(1);
});

it("gives the lease back when the unit fails, and takes over one whose holder died", async () => {
  await expect(withLease("account:fails", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  await expect(withLease("account:fails", async () => "ran")).resolves.toBe("ran");

  // A holder that died: its lease was never released and has lapsed.
  await leases().insertOne({ _id: "account:dead", holder: "gone", until: new Date(Date.now() - 1) });
  await expect(withLease("account:dead", async () => "ran")).resolves.toBe("ran");

  // A live holder elsewhere: this unit waits until it lets go.
  await leases().insertOne({ _id: "account:busy", holder: "other", until: new Date(Date.now() + LEASE_TTL_MS) });
  let ran = false;
  const waiting = withLease("account:busy", async () => {
    ran = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(ran).toBe(false);
  await leases().deleteOne({ _id: "account:busy" });
  await waiting;
  expect(ran).toBe(true);
  // Released: nothing is left behind.
});
