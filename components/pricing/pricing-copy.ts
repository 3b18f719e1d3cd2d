/** What the pricing pages say to each audience; the plans themselves come from lib/plans.ts. */
export type PricingAudience = "user" | "broker";

type PricingCopy = {
  eyebrow: string;
  title: string;
  lede: string;
  offerLede: string;
  plansTitle: string;
  plansDescription: string;
  faq: ReadonlyArray<{ question: string; answer: string }>;
  closingTitle: string;
  closingText: string;
};

export const PRICING_COPY: Record<PricingAudience, PricingCopy> = {
  user: {
    eyebrow: "Pricing for home seekers",
    title: "Pay per house visit, not per month",
    lede: "Shortlist homes online, then let us take you to see them. Every visit is arranged within 24 hours with a verified owner or agent, and every plan comes with a 7-day satisfaction guarantee.",
    offerLede: "New here? See one home with us for less than the price of a cab ride across town.",
    plansTitle: "Choose your visit plan",
    plansDescription:
      "Pick the number of homes you want to see. Unused visits stay available until the plan ends. Messaging owners on the site is free for everyone (an owner may share their number there); a plan also shows the owner's number on as many listings posted by owners as its card says.",
    faq: [
      {
        question: "How do the house visits work?",
        answer:
          "Pick a listing and tell us when you are free. We confirm a slot within 24 hours and a member of our team meets you at the property with the owner or agent. Each home you see uses one visit from your plan.",
      },
      {
        question: "Can I extend my plan or add more visits?",
        answer:
          "Yes. Before your plan ends, contact us and we will extend it or move you to a larger plan; you only pay the difference. Visits you have not used carry over when you upgrade.",
      },
      {
        question: "Which payment methods can I use?",
        answer:
          "UPI, debit and credit cards, net banking and popular wallets, all through a secure payment gateway. You get a receipt as soon as the payment goes through.",
      },
    ],
    closingTitle: "Not sure which plan fits?",
    closingText: "Talk to our team about your budget and localities, or browse the listings first.",
  },
  broker: {
    eyebrow: "Pricing for brokers and agents",
    title: "Show verified homes to your clients",
    lede: "Take your buyers and tenants to verified listings across Bhubaneswar without chasing owners for keys. We line up each site visit within 24 hours so you can spend your time closing.",
    offerLede: "Try the platform with one client visit at the introductory price.",
    plansTitle: "Plans for your client visits",
    plansDescription: "Each plan covers a number of site visits you can book for your clients before it ends.",
    faq: [
      {
        question: "How do site visits work for my clients?",
        answer:
          "Book a slot on any listing for your client. We confirm with the owner within 24 hours, and you and your client are met at the property. Each property visited uses one visit from your plan.",
      },
      {
        question: "Can I extend a plan when business picks up?",
        answer:
          "Yes. Contact us before the plan ends to extend it or move to a larger plan for the difference; unused visits carry over. Agencies with several brokers can ask for a combined plan.",
      },
      {
        question: "Which payment methods are accepted, and do I get an invoice?",
        answer:
          "UPI, cards, net banking and wallets through a secure payment gateway. You get an invoice for your business records with every payment.",
      },
    ],
    closingTitle: "Working with a larger team?",
    closingText: "Our sales team sets up plans for agencies. Or look through the listings your clients can visit.",
  },
};
