// One file per namespace, so each part of the site keeps its own words (docs/i18n.md).
import type english from "../en";
import Shell from "./Shell.json";
import Footer from "./Footer.json";
import Home from "./Home.json";
import HomeSections from "./HomeSections.json";
import Choices from "./Choices.json";
import NotFound from "./NotFound.json";
import Format from "./Format.json";
import Cards from "./Cards.json";
import Listing from "./Listing.json";
import Errors from "./Errors.json";
import Auth from "./Auth.json";
import Enquiry from "./Enquiry.json";
import ContactForm from "./ContactForm.json";
import About from "./About.json";
import Services from "./Services.json";
import Pricing from "./Pricing.json";
import Contact from "./Contact.json";
import Legal from "./Legal.json";
import ComingSoon from "./ComingSoon.json";
import Places from "./Places.json";
import Lists from "./Lists.json";
import Maps from "./Maps.json";
import Insights from "./Insights.json";
import Mail from "./Mail.json";
import Sms from "./Sms.json";
import Push from "./Push.json";
import ProfileLanguage from "./ProfileLanguage.json";
import Profile from "./Profile.json";
import Messages from "./Messages.json";
import Notifications from "./Notifications.json";
import ListingForm from "./ListingForm.json";
import SavedSearches from "./SavedSearches.json";
import Compare from "./Compare.json";
import Availability from "./Availability.json";
import ErrorPages from "./ErrorPages.json";

const catalogue = {
  Shell,
  Footer,
  Home,
  HomeSections,
  Choices,
  NotFound,
  Format,
  Cards,
  Listing,
  Errors,
  Auth,
  Enquiry,
  ContactForm,
  About,
  Services,
  Pricing,
  Contact,
  Legal,
  ComingSoon,
  Places,
  Lists,
  Maps,
  Insights,
  Mail,
  Sms,
  Push,
  ProfileLanguage,
  Profile,
  Messages,
  Notifications,
  ListingForm,
  SavedSearches,
  Compare,
  Availability,
  ErrorPages,
} satisfies typeof english;

export default catalogue;
