import { FaqList } from "@/components/ui/faq-list";
import { getTranslations } from "next-intl/server";
import { SectionHeading } from "@/components/ui/section-heading";

// Five questions on the home page, one open at a time.
const QUESTIONS = [
  {
    question: "How do I book a visit to a property?",
    answer:
      "Choose a visit plan, open the listing you like and send a visit request. An agent calls you to fix a time and shows you the property within 24 hours.",
  },
  {
    question: "Are the listings on Odisha Homes checked?",
    answer:
      "Every listing is read by our team before it goes live. Owners who confirm their number by SMS carry a Phone verified mark, owners are asked every few weeks whether their listing is still available, and listings that are let, sold or not confirmed come down.",
  },
  {
    question: "What does a visit plan include?",
    answer:
      "Each plan covers a number of accompanied house visits (1, 3, 6 or 9), help comparing options, and support with the agreement once you decide.",
  },
  {
    question: "Can I list my own property?",
    answer:
      "Yes. Use the List Your Property form with photos and details; our team reviews it and publishes it, usually within two working days.",
  },
  {
    question: "Which areas do you cover?",
    answer:
      "All of Bhubaneswar, including Patia, Nayapalli, Saheed Nagar, Chandrasekharpur and Khandagiri, and a growing list of towns across Odisha.",
  },
];

export async function HomeFaq() {
  const t = await getTranslations("HomeSections");
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 pt-24 sm:px-6">
      <SectionHeading
        size="large"
        id="faq-heading"
        eyebrow={t("faq.eyebrow")}
        title={t("faq.title")}
        description={t("faq.description")}
      />
      <div className="mt-10">
        <FaqList name="home-faq" items={QUESTIONS} openFirst />
      </div>
    </section>
  );
}
