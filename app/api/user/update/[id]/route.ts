import { NextResponse } from "next/server";
import { PROFILE_BODY_LIMIT, PROFILE_TOO_LARGE, toPublicUser, updateProfile } from "@/lib/accounts";
import { issueSession } from "@/lib/auth";
import { route } from "@/lib/http/route";
import { updateProfileSchema } from "@/lib/validation/profile";

/**
 * PUT /user/update/{id}: name, phone, picture, and a new password with the current one, as JSON, or as
 * multipart form data when a picture file is attached. Users edit only themselves, admins anyone's name,
 * phone and picture. After a password change the user's other sessions end and this browser gets a fresh
 * cookie.
 */
export const PUT = route(
  {
    auth: "user",
    params: { id: "User not found" },
    body: updateProfileSchema,
    multipart: { maxBytes: PROFILE_BODY_LIMIT, tooLarge: PROFILE_TOO_LARGE },
  },
  async ({ input, caller, params }) => {
    const { user, passwordChanged } = await updateProfile(caller.account, params.id, input, caller.ip);
    const response = NextResponse.json({
      success: true,
      user: toPublicUser(user),
      message: "Profile updated successfully",
    });
    if (passwordChanged && caller.id === params.id) await issueSession(response, user);
    return response;
  },
);
