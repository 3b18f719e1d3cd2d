import { PROFILE_BODY_LIMIT, PROFILE_TOO_LARGE, toPublicUser, updateProfile } from "@/lib/accounts";
import { issueSession } from "@/lib/auth";
import { accounts } from "@/lib/contracts";
import { route } from "@/lib/http/route";

/** After a password change the user's other sessions end and this browser gets a fresh cookie. */
export const PUT = route(
  accounts.updateProfile,
  {
    auth: "user",
    params: { id: "User not found" },
    multipart: { maxBytes: PROFILE_BODY_LIMIT, tooLarge: PROFILE_TOO_LARGE },
  },
  async ({ input, caller, params, ok }) => {
    const { user, passwordChanged } = await updateProfile(caller.account, params.id, input, caller.ip);
    const response = ok({ user: toPublicUser(user), message: "Profile updated successfully" });
    if (passwordChanged && caller.id === params.id) await issueSession(response, user);
    return response;
  },
);
