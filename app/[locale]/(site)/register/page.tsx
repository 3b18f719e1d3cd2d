import { connection } from "next/server";
import { AuthShell } from "@/components/account/auth-shell";
import { RegisterWizard } from "@/components/account/register-wizard";
import { googleConfigured } from "@/lib/auth";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata(
  {
    title: "Create an account",
    description: "Register with Odisha Homes to save listings and book house visits in Bhubaneswar.",
    path: "/register",
  },
  {
    robots: { index: false },
  },
);

export default async function RegisterPage() {
  // Google can be configured after the build: read the setting when the page is requested.
  await connection();
  return (
    <AuthShell title="Create your account" subtitle="Verify your e-mail, choose a password, and you are in.">
      <RegisterWizard googleEnabled={googleConfigured()} />
    </AuthShell>
  );
}
