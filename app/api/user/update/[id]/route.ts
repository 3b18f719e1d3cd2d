import { NextResponse } from "next/server";
import { PROFILE_BODY_LIMIT, PROFILE_TOO_LARGE, toPublicUser, updateProfile } from "@/lib/accounts";
import { issueSession, requireUser } from "@/lib/auth";
import { clientIp, formFields, isMultipart, parseIdOr404, readJson, readMultipart, withErrors } from "@/lib/http";
import { updateProfileSchema } from "@/lib/validation/profile";

type Context = { params: Promise<{ id: string }> };

/** The body as a plain object: JSON, or multipart form data when a picture file is attached. */
async function readProfileBody(request: Request): Promise<unknown> {
  if (!isMultipart(request)) return readJson(request);
  return formFields(await readMultipart(request, { maxBytes: PROFILE_BODY_LIMIT, tooLarge: PROFILE_TOO_LARGE }));
}

/**
 * PUT /user/update/{id}: name, phone, picture, and a new password with the current one. Users edit only
 * themselves, admins anyone's name, phone and picture. After a password change the user's other sessions
 * end and this browser gets a fresh cookie.
 */
export const PUT = withErrors(async (request, { params }: Context) => {
  const id = parseIdOr404((await params).id, "User not found");
  const update = updateProfileSchema.parse(await readProfileBody(request));
  const actor = await requireUser(request);
  const { user, passwordChanged } = await updateProfile(actor, id, update, clientIp(request));
  const response = NextResponse.json({
    success: true,
    user: toPublicUser(user),
    message: "Profile updated successfully",
  });
  if (passwordChanged && String(actor._id) === id) await issueSession(response, user);
  return response;
});
