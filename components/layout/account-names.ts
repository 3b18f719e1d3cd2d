/** How the header addresses a signed-in user: names can be missing for accounts made with Google. */
type Named = { name?: string | null; email: string };

/** The first word of the name, else the part of the e-mail before the @. */
export function welcomeName(user: Named): string {
  const first = user.name?.trim().split(/\s+/)[0];
  return first || user.email.split("@")[0];
}

/** The avatar letter when there is no picture. */
export function avatarInitial(user: Named): string {
  return welcomeName(user).charAt(0).toUpperCase() || "?";
}

/** The full name for the account menu, else the part of the e-mail before the @. */
export function displayName(user: Named): string {
  return user.name?.trim() || user.email.split("@")[0];
}
