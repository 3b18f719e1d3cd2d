import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connection";
import { oneAtATime } from "@/lib/db/embedded-engine-gaps";

/**
 * Makes sure the server-side session behind `session` is never used again. The driver keeps a pool of
 * server sessions and hands a released one to the next operation. When a transaction fails because the
 * connection was cut (the pool cleared under load, a stalled server), the driver cannot always abort it
 * on the server, yet it puts the session back in the pool: the next transaction on it then fails with
 * "transaction already in progress for this session" on the embedded engine, for good, and on MongoDB it
 * waits on the orphan's locks until the server expires it. So a session whose transaction did not commit
 * is marked dirty (the pool drops it instead of reusing it), and the server is asked to end it, which on
 * MongoDB aborts the orphaned transaction at once (best effort: the server may be the thing that failed).
 */
function discardServerSession(session: mongoose.ClientSession): void {
  const serverSession = session.serverSession;
  if (!serverSession) return;
  serverSession.isDirty = true;
  const id = session.id;
  if (id) {
    void mongoose.connection.db
      ?.admin()
      .command({ endSessions: [id] })
      .catch(() => undefined);
  }
}

/** One transaction on a session of its own, which ends with it and is discarded unless it committed. */
async function runTransaction<T>(fn: (session: mongoose.ClientSession) => Promise<T>): Promise<T> {
  const session = await mongoose.connection.startSession();
  try {
    // withTransaction commits, retries the whole unit on transient errors and aborts on any other failure.
    return await session.withTransaction(() => fn(session));
  } catch (error) {
    discardServerSession(session);
    throw error;
  } finally {
    await session.endSession().catch(() => undefined);
  }
}

/**
 * Runs `fn` as one MongoDB transaction: every write made with the session it is given happens, or none
 * does. Every read and write of the unit must pass that session. The whole of `fn` may run more than once
 * (the driver retries it after a write conflict or another transient error), so it must only touch the
 * database: mail, cache revalidation and the like belong after this resolves, i.e. after the commit.
 * Check everything that needs no transaction (input, proofs, limits) before calling this: an open
 * transaction costs the database more than a read.
 *
 * `key` names the thing the unit writes (e.g. one account): units on one key run one after the other
 * (`oneAtATime`, lib/db/embedded-engine-gaps.ts), so two servers can never both take the last visit of a
 * plan on an engine that does not detect the conflict. Requires a replica set (MongoDB Atlas is one; the
 * embedded launcher starts one).
 */
export async function inTransaction<T>(
  fn: (session: mongoose.ClientSession) => Promise<T>,
  { key }: { key?: string } = {},
): Promise<T> {
  await connectToDatabase();
  return key ? oneAtATime(key, () => runTransaction(fn)) : runTransaction(fn);
}
