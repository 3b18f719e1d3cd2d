// One file per namespace, so each part of the site keeps its own words (docs/i18n.md).
import Shell from "./Shell.json";
import Footer from "./Footer.json";
import Home from "./Home.json";
import HomeSections from "./HomeSections.json";
import Choices from "./Choices.json";
import About from "./About.json";
import Services from "./Services.json";
import Pricing from "./Pricing.json";
import Contact from "./Contact.json";
import Legal from "./Legal.json";
import ComingSoon from "./ComingSoon.json";

const catalogue = {
  Shell,
  Footer,
  Home,
  HomeSections,
  Choices,
  About,
  Services,
  Pricing,
  Contact,
  Legal,
  ComingSoon,
};

export default catalogue;
