import type { LegalSection } from "@/components/legal/legal-document";

/** The three sections of the privacy policy: what is collected, how it is used (never sold), how it is protected. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "information-collected",
    title: "Information we collect",
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>account details you give us: name, e-mail address, phone number and profile picture;</li>
          <li>messages you send through the contact and enquiry forms;</li>
          <li>details and photos of properties you list, and the visit plans you buy;</li>
          <li>a session cookie that keeps you signed in, and basic technical logs kept for security.</li>
        </ul>
      </>
    ),
  },
  {
    id: "use",
    title: "How we use it",
    body: (
      <>
        <p>
          We use your information to run your account, arrange the visits you ask for, answer your messages, put you in
          touch with owners and agents you contact, and keep the platform safe from fraud.
        </p>
        <p className="font-semibold text-slate-900">
          We do not sell your personal data, and we do not share it with advertisers.
        </p>
      </>
    ),
  },
  {
    id: "protection",
    title: "How we protect it",
    body: (
      <p>
        Data travels over encrypted connections, passwords are stored only as strong one-way hashes, and access to
        personal data is limited to the staff who need it. Payments are handled by a licensed payment gateway, so card
        details never reach our servers. You can ask us to correct or delete your data at any time by writing to our
        support team.
      </p>
    ),
  },
];
