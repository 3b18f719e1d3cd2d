import { badRequest } from "@/lib/errors";

/** The JSON body of a request; malformed JSON is a 400, not a 500. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
}
