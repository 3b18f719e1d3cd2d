import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-page";
import english from "@/messages/en/NotFound.json";

// The title stays English: the page has no parameters to name its language (its text follows the address).
export const metadata: Metadata = { title: english.title, description: english.description };

/** A public address that names no listing, place or page. */
export default function NotFound() {
  return <NotFoundPage />;
}
