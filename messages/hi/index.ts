// One file per namespace, so each part of the site keeps its own words (docs/i18n.md).
import type english from "../en";
import Shell from "./Shell.json";
import Footer from "./Footer.json";
import Home from "./Home.json";
import HomeSections from "./HomeSections.json";
import Choices from "./Choices.json";
import Mail from "./Mail.json";
import Sms from "./Sms.json";
import Push from "./Push.json";
import ProfileLanguage from "./ProfileLanguage.json";

const catalogue = {
  Shell,
  Footer,
  Home,
  HomeSections,
  Choices,
  Mail,
  Sms,
  Push,
  ProfileLanguage,
} satisfies typeof english;

export default catalogue;
