import { NextResponse } from "next/server";
import { updateProfile } from "@/lib/auth/accounts";
import { issueSession, requireUser, toPublicUser } from "@/lib/auth/session";
import { badRequest, withErrors } from "@/lib/errors";
import { parseIdOr404 } from "@/lib/validation/common";
import { updateProfileSchema } from "@/lib/validation/profile";
import { readJson } from "@/lib/validation/request";

type Context = { params: Promise<{ id: string }> };

/** The body as a plain object: JSON, or multipart form data when a picture file is attached. */
async function readProfileBody(request: Request): Promise<unknown> {
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return readJson(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("The form data could not be read.");
  }
  const body: Record<string, FormDataEntryValue> = {};
  for (const [key, value] of form) {
    if (key in body) throw badRequest(`Field given more than once: ${key}`);
    body[key] = value;
  }
  return body;
}

/**
 * PUT /user/update/{id}: name, phone, new password, picture. Users edit only themselves, admins anyone.
 * After a password change the user's other sessions end and this browser gets a fresh cookie.
 */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "User not found");
  const update = updateProfileSchema.parse(await readProfileBody(request));
  const actor = await requireUser(request);
  const { user, passwordChanged } = await updateProfile(actor, id, update);
  const response = NextResponse.json({
    success: true,
    user: toPublicUser(user),
    message: "Profile updated successfully",
  });
  if (passwordChanged && String(actor._id) === id) await issueSession(response, user);
  return response;
});
