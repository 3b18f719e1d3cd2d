import mongoose, { type Model, type Schema } from "mongoose";

/**
 * Makes one chosen database write fail, the way a dropped connection or a refused write would, so tests
 * can check that a unit of several writes leaves nothing behind when a later step breaks.
 *
 * It is ordinary mongoose middleware, added to every schema through a global plugin. Plugins reach only
 * the models compiled after them, so a test file imports this module FIRST, before anything that loads a
 * model; `failNext` refuses to arm a model compiled earlier rather than let a test pass for nothing.
 */

export type FaultedWrite = "save" | "updateOne" | "updateMany" | "deleteOne" | "deleteMany";

const QUERY_WRITES = ["updateOne", "updateMany", "deleteOne", "deleteMany"] as const;

/** Thrown by an armed write; tests can recognise it in logs. */
export class InjectedFault extends Error {
  constructor(target: string) {
    super(`Injected failure: ${target}`);
    this.name = "InjectedFault";
  }
}

/** A write conflict as MongoDB reports it inside a transaction: the driver runs the transaction again. */
function writeConflict(target: string) {
  const error = new mongoose.mongo.MongoError(`Injected write conflict: ${target}`);
  error.addErrorLabel("TransientTransactionError");
  return error;
}

type Fault = { left: number; kind: "failure" | "conflict" };
const armed = new Map<string, Fault>();
const covered = new WeakSet<Schema>();

function trip(modelName: string | undefined, write: FaultedWrite): void {
  const target = `${modelName}.${write}`;
  const fault = armed.get(target);
  if (!fault) return;
  if (fault.left === 1) armed.delete(target);
  else fault.left -= 1;
  throw fault.kind === "conflict" ? writeConflict(target) : new InjectedFault(target);
}

mongoose.plugin((schema: Schema) => {
  covered.add(schema);
  schema.pre("save", function () {
    trip((this.constructor as Model<unknown>).modelName, "save");
  });
  for (const write of QUERY_WRITES) {
    schema.pre(write, { document: false, query: true }, function () {
      trip((this as unknown as { model: Model<unknown> }).model.modelName, write);
    });
  }
});

/**
 * The next `times` calls of `write` on `model` throw instead of reaching the database: an internal failure,
 * or with `kind: "conflict"` a write conflict that MongoDB would report when another transaction got there
 * first.
 */
export function failNext<T>(
  model: Model<T>,
  write: FaultedWrite,
  { times = 1, kind = "failure" }: { times?: number; kind?: Fault["kind"] } = {},
): void {
  if (!covered.has(model.schema)) {
    throw new Error(`${model.modelName} was compiled before test/fault-injection was imported; import it first.`);
  }
  armed.set(`${model.modelName}.${write}`, { left: times, kind });
}

/** Disarms every fault that did not fire (call after each test). */
export function clearFaults(): void {
  armed.clear();
}

/** Whether an armed fault is still waiting (a test checks its failure was really injected). */
export function faultPending<T>(model: Model<T>, write: FaultedWrite): boolean {
  return armed.has(`${model.modelName}.${write}`);
}
