import type { Metadata } from "next";
import { NotFoundPage } from "@/components/layout/not-found-page";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist or has moved. Find homes, flats and land in Bhubaneswar.",
};

/** A public address that names no listing, place or page. */
export default function NotFound() {
  return <NotFoundPage />;
}
