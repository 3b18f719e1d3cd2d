import type { MailMessage } from "@/lib/mail";
import {
  availabilityReminderMail,
  enquiryCopyMail,
  enquiryReceivedMail,
  guestReplyMail,
  listingApprovedMail,
  listingEditRejectedMail,
  listingRejectedMail,
} from "@/lib/mail/templates";
import { siteUrl } from "@/lib/site";

/** Odia script, and Devanagari. */
const ODIA = /[\u0B00-\u0B7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** Words of the English mails that must not be left in a translated one. */
const ENGLISH = /\b(Hello|there|listing|Reason|published|enquiry|replied|conversation|available|Rented|Sold)\b/;

const listing = siteUrl("/or/properties/665f00000000000000000001");
const thread = siteUrl("/or/messages/665f00000000000000000002");

/** Every address of the site the mail links to (its own domain), from the HTML and the text. */
function siteLinks(mail: MailMessage): string[] {
  const origin = new URL(siteUrl("/")).origin;
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, "&"));
  return hrefs.filter((href) => href.startsWith(origin));
}

/** The mail's own words, without addresses and what people typed (titles, messages: never translated). */
const wordsOf = (mail: MailMessage) =>
  `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+|Sea view|Is it free\?|Yes, come on Sunday/g, "");

const ODIA_MAILS: Array<[string, () => MailMessage]> = [
  ["listing approved", () => listingApprovedMail("o@example.com", "Rina", "Sea view", listing, "listing", "or")],
  ["changes approved", () => listingApprovedMail("o@example.com", "", "Sea view", listing, "changes", "or")],
  ["listing rejected", () => listingRejectedMail("o@example.com", "Rina", "Sea view", "Blurred photos", "or")],
  ["changes rejected", () => listingEditRejectedMail("o@example.com", "", "Sea view", undefined, "or")],
  [
    "enquiry received",
    () =>
      enquiryReceivedMail(
        "o@example.com",
        {
          ownerName: "Rina",
          title: "Sea view",
          name: "Amit",
          message: "Is it free?",
          threadUrl: thread,
          windowMinutes: 30,
          unverified: true,
        },
        "or",
      ),
  ],
  [
    "enquiry copy",
    () => enquiryCopyMail("g@example.com", { title: "Sea view", message: "Is it free?", threadUrl: thread }, "or"),
  ],
  [
    "guest reply",
    () =>
      guestReplyMail(
        "g@example.com",
        { title: "Sea view", fromName: "Rina", text: "Yes, come on Sunday", threadUrl: thread },
        "or",
      ),
  ],
  [
    "availability reminder",
    () =>
      availabilityReminderMail(
        "o@example.com",
        {
          question: "ପାଟିଆରେ ଥିବା ଆପଣଙ୍କ 2 BHK ଫ୍ଲାଟ୍ ଏବେ ବି ଉପଲବ୍ଧ କି?",
          title: "Sea view",
          listingUrl: listing,
          yesUrl: siteUrl("/or/listing-availability?token=a"),
          close: "rented",
          closeUrl: siteUrl("/or/listing-availability?token=b"),
          expiresOn: "5 ଡିସେମ୍ବର",
          team: false,
        },
        "or",
      ),
  ],
];

describe("the listing, enquiry and reminder mails in Odia", () => {
  it.each(ODIA_MAILS)("%s: Odia subject and body, <html lang=or>, links under /or", (_, make) => {
    const mail = make();
    expect(mail.subject).toMatch(ODIA);
    expect(mail.text).toMatch(ODIA);
    expect(wordsOf(mail)).not.toMatch(ENGLISH);
    expect(mail.html).toContain('<html lang="or">');
    const links = siteLinks(mail);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).pathname).toMatch(/^\/or\//);
  });

  it("says the rejection's reason and the team's listing in Odia", () => {
    expect(listingRejectedMail("o@example.com", "", "Sea view", "Blurred photos", "or").text).toContain(
      "କାରଣ: Blurred photos",
    );
    const team = availabilityReminderMail(
      "a@example.com",
      {
        question: "ପ୍ଲଟ୍ ଏବେ ବି ଉପଲବ୍ଧ କି?",
        title: "Sea view",
        listingUrl: listing,
        yesUrl: siteUrl("/or/listing-availability?token=a"),
        close: "sold",
        closeUrl: siteUrl("/or/listing-availability?token=b"),
        expiresOn: "5 ଡିସେମ୍ବର",
        team: true,
      },
      "or",
    );
    expect(team.subject).toBe("ଟିମ୍ ଲିଷ୍ଟିଂ: ପ୍ଲଟ୍ ଏବେ ବି ଉପଲବ୍ଧ କି?");
    expect(team.text).toContain("ବିକ୍ରି ହୋଇଗଲା: ");
  });
});

describe("the same mails in Hindi and in English", () => {
  it("writes Hindi with links under /hi", () => {
    const mail = listingEditRejectedMail("o@example.com", "Rina", "Sea view", "Wrong price", "hi");
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toContain("नमस्ते Rina,");
    expect(mail.text).toContain("कारण: Wrong price");
    expect(mail.html).toContain('<html lang="hi">');
    expect(siteLinks(mail).map((link) => new URL(link).pathname)).toEqual(["/hi/profile"]);
    // The plain-text part's addresses, the footer's home page too, are the Hindi pages.
    const textLinks = [...mail.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => new URL(link).pathname);
    expect(textLinks).toContain("/hi");
    for (const path of textLinks) expect(path).toMatch(/^\/hi(\/|$)/);
  });

  it("keeps English as it was, at unprefixed addresses", () => {
    const approved = listingApprovedMail("o@example.com", "", "Sea view", siteUrl("/properties/1"), "listing");
    expect(approved.subject).toMatch(/^Your listing is live on /);
    expect(approved.text).toContain("Hello there,");
    expect(approved.html).toContain('<html lang="en">');
    expect(siteLinks(approved).map((link) => new URL(link).pathname)).toEqual(["/properties/1", "/profile"]);
    const copy = enquiryCopyMail("g@example.com", { title: "Sea view", message: "Hi", threadUrl: thread });
    expect(copy.subject).toMatch(/^Your enquiry about "Sea view" \| /);
    expect(copy.text).toContain("We passed on your enquiry");
    const reply = guestReplyMail("g@example.com", { title: "T", fromName: "Rina", text: "Yes", threadUrl: thread });
    expect(reply.subject).toMatch(/^New reply about "T" \| /);
    expect(reply.text).toContain('Rina replied about "T":');
  });
});
