// One file per namespace, so each part of the site keeps its own words (docs/i18n.md).
import type english from "../en";
import Shell from "./Shell.json";
import Footer from "./Footer.json";
import Home from "./Home.json";
import HomeSections from "./HomeSections.json";
import Choices from "./Choices.json";
import Places from "./Places.json";
import Lists from "./Lists.json";
import Maps from "./Maps.json";
import Insights from "./Insights.json";

const catalogue = {
  Shell,
  Footer,
  Home,
  HomeSections,
  Choices,
  Places,
  Lists,
  Maps,
  Insights,
} satisfies typeof english;

export default catalogue;
