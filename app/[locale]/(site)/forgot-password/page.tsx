import { AuthShell } from "@/components/account/auth-shell";
import { ForgotPasswordWizard } from "@/components/account/forgot-password-wizard";
import { localisedMetadata } from "@/lib/seo";

export const generateMetadata = localisedMetadata(
  {
    title: "Forgot password",
    description: "Reset your Odisha Homes password with a code sent to your e-mail.",
    path: "/forgot-password",
  },
  {
    robots: { index: false },
  },
);

export default function ForgotPasswordPage() {
  return (
    <AuthShell title="Forgot your password?" subtitle="We will e-mail you a code to choose a new one.">
      <ForgotPasswordWizard />
    </AuthShell>
  );
}
