import { test, type Locator, type Page } from "@playwright/test";

/**
 * A picture of what a journey has just checked, attached to its report (the HTML report and the trace keep
 * it) for a person to look at; nothing compares it. One pixel per CSS pixel: a phone's screen at its own
 * pixel ratio is several times the pixels, slow to encode on a busy machine and no clearer to a reviewer.
 */
export async function reviewShot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const info = test.info();
  const body =
    "goto" in target ? await target.screenshot({ scale: "css", fullPage }) : await target.screenshot({ scale: "css" });
  await info.attach(`${name}-${info.project.name}`, { body, contentType: "image/png" });
}
