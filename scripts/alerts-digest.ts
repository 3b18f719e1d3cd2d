// Sends the daily saved-search digests that are due now (every match not yet mailed), without waiting for
// ALERTS_DIGEST_HOUR:
//   npm run alerts:digest
import { sendDigests } from "@/lib/alerts";
import { runWithDatabase } from "./script-kit";

runWithDatabase("alerts:digest", async () => {
  const sent = await sendDigests({ until: new Date() });
  console.log(`[alerts:digest] ${sent} digest${sent === 1 ? "" : "s"} sent`);
});
