/**
 * A stored value as JSON carries it: what each part's toJSON gives (an ObjectId's hex string, a Date's ISO
 * string, a document's plain fields), arrays and objects part by part, functions and undefined fields left out.
 */
export type PlainJson<T> = T extends { toJSON(...args: never[]): infer J }
  ? PlainJson<J>
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer U)[]
      ? PlainJson<U>[]
      : T extends object
        ? { [K in keyof T]: PlainJson<T[K]> }
        : T;

/** A copy of a stored document or value in plain JSON values (see PlainJson); undefined stays undefined. */
export function toPlainJson<T>(value: T): PlainJson<T> {
  return (value === undefined ? undefined : JSON.parse(JSON.stringify(value))) as PlainJson<T>;
}
