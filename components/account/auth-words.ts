import type { Words } from "@/lib/i18n/words";

/** The sign-in, registration and reset forms' words (`Auth.form`), handed down by their pages. */
export type AuthWords = Words<"Auth">["form"];

/** The phone code steps' words (`Auth.phone`). */
export type PhoneCodeWords = Words<"Auth">["phone"];
