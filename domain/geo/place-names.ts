/**
 * The Odia and Hindi names of every city, locality and landmark the site knows (places-data.ts,
 * landmarks.ts), by slug, with the other spellings people type for them.
 *
 * Source: written by the team in Odia and Devanagari script as the places' names are spelt on Odia and
 * Hindi signboards and in newspapers of the state; not yet checked one by one against an official list (the
 * Census of India's town and village directory has the cities and the older villages, not the newer
 * colonies such as the "Vihar"s). Where a place is known by an English name in both languages (Infocity,
 * Link Road), that name is written in the script. Corrections: change the name here and say where the
 * spelling comes from in the commit.
 *
 * Browser-safe: plain data.
 */

export type PlaceNames = {
  /** The name in Odia script. */
  or: string;
  /** The name in Devanagari, as Hindi writes it. */
  hi: string;
  /** Other spellings people type, in any script (an older name, a common transliteration). */
  also?: readonly string[];
};

const names = (or: string, hi: string, ...also: string[]): PlaceNames => ({ or, hi, ...(also.length ? { also } : {}) });

/** Cities, by slug. */
export const CITY_NAMES: Readonly<Record<string, PlaceNames>> = {
  bhubaneswar: names("ଭୁବନେଶ୍ୱର", "भुवनेश्वर", "bhubaneshwar", "bbsr", "भुबनेश्वर"),
  cuttack: names("କଟକ", "कटक", "katak"),
  khordha: names("ଖୋର୍ଦ୍ଧା", "खोर्धा", "khurda", "khurdha", "खुर्दा"),
  puri: names("ପୁରୀ", "पुरी"),
  rourkela: names("ରାଉରକେଲା", "राउरकेला", "raurkela"),
  sambalpur: names("ସମ୍ବଲପୁର", "संबलपुर"),
  berhampur: names("ବ୍ରହ୍ମପୁର", "ब्रह्मपुर", "brahmapur", "बरहमपुर"),
  balasore: names("ବାଲେଶ୍ୱର", "बालेश्वर", "baleswar", "baleshwar", "बालासोर"),
};

/** Localities, by slug (a slug names the same place in every city that lists it, as Jatni). */
export const LOCALITY_NAMES: Readonly<Record<string, PlaceNames>> = {
  patia: names("ପାଟିଆ", "पटिया"),
  "kiit-square": names("କିଟ୍ ଛକ", "किट चौक", "kiit chhak"),
  infocity: names("ଇନଫୋସିଟି", "इन्फोसिटी", "info city"),
  raghunathpur: names("ରଘୁନାଥପୁର", "रघुनाथपुर"),
  damana: names("ଦମଣ", "दमना"),
  "sailashree-vihar": names("ଶୈଳଶ୍ରୀ ବିହାର", "शैलश्री विहार", "sailashri vihar", "shailashree vihar"),
  chandrasekharpur: names("ଚନ୍ଦ୍ରଶେଖରପୁର", "चंद्रशेखरपुर", "chandrashekharpur", "csp"),
  "niladri-vihar": names("ନୀଳାଦ୍ରି ବିହାର", "नीलाद्रि विहार"),
  gothapatna: names("ଗୋଠପାଟଣା", "गोठपाटना"),
  "jaydev-vihar": names("ଜୟଦେବ ବିହାର", "जयदेव विहार", "jayadev vihar"),
  nayapalli: names("ନୟାପଲ୍ଲୀ", "नयापल्ली"),
  "acharya-vihar": names("ଆଚାର୍ଯ୍ୟ ବିହାର", "आचार्य विहार"),
  "vani-vihar": names("ବାଣୀ ବିହାର", "वाणी विहार", "bani vihar"),
  "saheed-nagar": names("ସହିଦ ନଗର", "शहीद नगर", "shahid nagar"),
  "satya-nagar": names("ସତ୍ୟ ନଗର", "सत्य नगर"),
  "kharavela-nagar": names("ଖାରବେଳ ନଗର", "खारवेल नगर", "kharvel nagar"),
  baramunda: names("ବରମୁଣ୍ଡା", "बरमुंडा"),
  rasulgarh: names("ରସୁଲଗଡ଼", "रसूलगढ़"),
  bomikhal: names("ବୋମିଖାଲ", "बोमिखाल"),
  mancheswar: names("ମଞ୍ଚେଶ୍ୱର", "मंचेश्वर", "mancheshwar"),
  palasuni: names("ପଲାସୁଣି", "पलासुनी"),
  laxmisagar: names("ଲକ୍ଷ୍ମୀସାଗର", "लक्ष्मीसागर", "lakshmisagar"),
  "tankapani-road": names("ଟଙ୍କାପାଣି ରୋଡ", "टंकापानी रोड"),
  "bapuji-nagar": names("ବାପୁଜୀ ନଗର", "बापूजी नगर"),
  "old-town": names("ପୁରୁଣା ସହର", "ओल्ड टाउन", "ଓଲ୍ଡ ଟାଉନ", "पुराना शहर"),
  pokhariput: names("ପୋଖରୀପୁଟ", "पोखरीपुट"),
  sundarpada: names("ସୁନ୍ଦରପଦା", "सुंदरपदा"),
  "kalinga-nagar": names("କଳିଙ୍ଗ ନଗର", "कलिंग नगर"),
  ghatikia: names("ଘାଟିକିଆ", "घटिकिया"),
  khandagiri: names("ଖଣ୍ଡଗିରି", "खंडगिरि"),
  "kalinga-vihar": names("କଳିଙ୍ଗ ବିହାର", "कलिंग विहार"),
  aiginia: names("ଆଇଗିଣିଆ", "आइगिनिया"),
  dumduma: names("ଡୁମଡୁମା", "डुमडुमा"),
  patrapada: names("ପାତ୍ରପଡ଼ା", "पात्रपड़ा"),
  tamando: names("ତମାଣ୍ଡୋ", "तमांडो"),
  jatni: names("ଜଟଣୀ", "जटनी"),
  "buxi-bazaar": names("ବକ୍ସି ବଜାର", "बक्सी बाजार", "bakshi bazar"),
  badambadi: names("ବାଦାମବାଡ଼ି", "बादामबाड़ी"),
  "link-road": names("ଲିଙ୍କ ରୋଡ", "लिंक रोड"),
  tulsipur: names("ତୁଳସୀପୁର", "तुलसीपुर"),
  cda: names("ସିଡିଏ", "सीडीए"),
  bidanasi: names("ବିଡାନାସି", "बिडानासी"),
  baliapanda: names("ବାଲିଆପଣ୍ଡା", "बलियापंडा"),
  chakratirtha: names("ଚକ୍ରତୀର୍ଥ", "चक्रतीर्थ"),
};

/** Landmarks, by slug (what `near=` takes). */
export const LANDMARK_NAMES: Readonly<Record<string, PlaceNames>> = {
  infocity: LOCALITY_NAMES.infocity,
  kiit: names("କିଟ୍ ବିଶ୍ୱବିଦ୍ୟାଳୟ", "किट विश्वविद्यालय"),
  aiims: names("ଏମ୍ସ ଭୁବନେଶ୍ୱର", "एम्स भुवनेश्वर"),
  "railway-station": names("ଭୁବନେଶ୍ୱର ରେଳ ଷ୍ଟେସନ", "भुवनेश्वर रेलवे स्टेशन"),
  airport: names("ବିଜୁ ପଟ୍ଟନାୟକ ବିମାନବନ୍ଦର", "बीजू पटनायक हवाई अड्डा"),
  "master-canteen": names("ମାଷ୍ଟର କ୍ୟାଣ୍ଟିନ", "मास्टर कैंटीन"),
  "utkal-university": names("ଉତ୍କଳ ବିଶ୍ୱବିଦ୍ୟାଳୟ", "उत्कल विश्वविद्यालय"),
  "kalinga-stadium": names("କଳିଙ୍ଗ ଷ୍ଟାଡିୟମ", "कलिंग स्टेडियम"),
  "sum-hospital": names("ସମ୍ ହସପିଟାଲ", "सम अस्पताल"),
  "esplanade-one": names("ଏସପ୍ଲାନେଡ ୱାନ", "एस्प्लेनेड वन"),
  "lingaraj-temple": names("ଲିଙ୍ଗରାଜ ମନ୍ଦିର", "लिंगराज मंदिर"),
  nandankanan: names("ନନ୍ଦନକାନନ", "नंदनकानन"),
  cet: names("ସିଇଟି (ଓୟୁଟିଆର)", "सीईटी (ओयूटीआर)"),
  "jaydev-vihar-square": names("ଜୟଦେବ ବିହାର ଛକ", "जयदेव विहार चौक"),
  "xavier-square": names("ଜେଭିୟର ଛକ", "जेवियर चौक"),
  "baramunda-bus-stand": names("ବରମୁଣ୍ଡା ବସ୍ ଷ୍ଟାଣ୍ଡ", "बरमुंडा बस स्टैंड"),
  "khandagiri-caves": names("ଖଣ୍ଡଗିରି ଗୁମ୍ଫା", "खंडगिरि गुफाएँ"),
  "kalinga-hospital": names("କଳିଙ୍ଗ ହସପିଟାଲ", "कलिंग अस्पताल"),
  "ekamra-kanan": names("ଏକାମ୍ର କାନନ", "एकाम्र कानन"),
};
