import type { Model, QueryFilter, Types } from "mongoose";

/**
 * The documents with these ids, in the order of the ids (`$in` answers them in the collection's order); an id
 * that names no document is left out.
 */
export async function findByIdsInOrder<T>(
  model: Model<T>,
  ids: readonly unknown[],
): Promise<Array<T & { _id: Types.ObjectId }>> {
  if (!ids.length) return [];
  const docs = await model.find({ _id: { $in: ids } } as QueryFilter<T>).lean<Array<T & { _id: Types.ObjectId }>>();
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(String(id));
    return doc ? [doc] : [];
  });
}
