// One file per namespace, so each part of the site keeps its own words (docs/i18n.md).
import Shell from "./Shell.json";
import Footer from "./Footer.json";
import Home from "./Home.json";
import HomeSections from "./HomeSections.json";

const catalogue = {
  Shell,
  Footer,
  Home,
  HomeSections,
};

export default catalogue;
