import type { LegalSection } from "@/components/legal/legal-document";
import { SITE_NAME } from "@/lib/brand";

/** The seven sections of the terms of use. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "platform-purpose",
    title: "Purpose of the platform",
    body: (
      <p>
        {SITE_NAME} helps people find homes, flats, land and commercial space to rent or buy in Odisha, starting with
        Bhubaneswar. We publish listings from owners, brokers and agents, arrange site visits and put buyers and tenants
        in touch with the people who list. We are not a party to any agreement you make with them.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use it",
    body: (
      <p>
        You must be at least 18 years old and able to enter into a binding contract under Indian law to create an
        account, list a property or buy a visit plan. By using the platform you confirm that you meet these conditions.
      </p>
    ),
  },
  {
    id: "obligations",
    title: "Your obligations",
    body: (
      <>
        <p>When you use {SITE_NAME} you agree to:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>give true and current information about yourself and any property you list;</li>
          <li>list only property you own or are authorised to offer, at the price you will actually accept;</li>
          <li>keep your password to yourself and tell us at once if your account is misused;</li>
          <li>turn up for the visits you book, or cancel them in good time;</li>
          <li>not copy listings in bulk, send spam, or use the platform for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: "payments",
    title: "Financial transactions",
    body: (
      <>
        <p>
          {SITE_NAME} does not handle or guarantee payments between users, owners, brokers or agents. Rent, security
          deposits, advances, sale consideration and brokerage are settled directly between the parties, who are
          responsible for checking title documents and identities before paying anything.
        </p>
        <p>
          The only payments we take are for our own visit plans, which are processed by a licensed payment gateway; we
          never see or store your card details.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        Listings are provided by third parties. We check them before publishing, but we do not warrant that every detail
        is accurate or that a property is still available. To the extent the law allows, {SITE_NAME} is not liable for
        losses arising from dealings between users, and our total liability to you is limited to the amount you paid us
        in the twelve months before the claim.
      </p>
    ),
  },
  {
    id: "suspension",
    title: "Suspension of accounts",
    body: (
      <p>
        We may suspend or close an account, and remove its listings, if it breaks these terms, posts misleading or
        fraudulent listings, or harms other users. Where we can, we will tell you why and give you a chance to respond.
      </p>
    ),
  },
  {
    id: "updates",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms as the service changes. The date at the top shows the latest version; if a change is
        significant we will announce it on the site or by e-mail. Continuing to use the platform after a change means
        you accept the new terms.
      </p>
    ),
  },
];
