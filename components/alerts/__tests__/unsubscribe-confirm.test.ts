import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { UnsubscribeConfirm } from "@/components/alerts/unsubscribe-confirm";
import en from "@/messages/en";
import hi from "@/messages/hi";
import or from "@/messages/or";

// The page an alert mail's "turn off" link opens, in each language: the search's name as its owner typed it.
const render = (locale: "en" | "or" | "hi", alreadyPaused: boolean) =>
  renderToStaticMarkup(
    createElement(UnsubscribeConfirm, {
      token: "t",
      name: "2 BHK in Patia",
      alreadyPaused,
      words: { en, or, hi }[locale].Notifications.alerts,
      locale,
    }),
  );

describe("turning off a saved search's alerts", () => {
  it("asks and answers in English as it always did", () => {
    expect(render("en", false)).toContain("Stop e-mails about new listings for your saved search “2 BHK in Patia”?");
    expect(render("en", false)).toContain("Turn off these alerts");
    const done = render("en", true);
    expect(done).toContain("Alerts for “2 BHK in Patia” are off. Your other saved searches still send theirs.");
    expect(done).toContain(
      'Changed your mind? Resume it on <a class="text-brand-700 underline" href="/profile#saved-searches">your profile</a>.',
    );
  });

  it("asks in Odia and Hindi, keeping the name and the link in the page's language", () => {
    expect(render("or", false)).toContain(`ଆପଣଙ୍କ ସେଭ୍ ସର୍ଚ୍ଚ “2 BHK in Patia”`);
    expect(render("hi", false)).toContain(hi.Notifications.alerts.button);
    expect(render("or", true)).toContain('href="/or/profile#saved-searches">ଆପଣଙ୍କ ପ୍ରୋଫାଇଲ୍</a>');
    expect(render("hi", true)).toContain('href="/hi/profile#saved-searches">अपनी प्रोफ़ाइल</a>');
  });
});
