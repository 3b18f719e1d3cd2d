import { connectToDatabase } from "@/lib/db";
import { isObjectId } from "@/lib/validation/object-id";
import { User, type UserDoc } from "@/models/User";

/** The account with this id, or null (also for an id that cannot name one). */
export async function findUserById(id: string): Promise<UserDoc | null> {
  if (!isObjectId(id)) return null;
  await connectToDatabase();
  return User.findById(id).lean<UserDoc>();
}
