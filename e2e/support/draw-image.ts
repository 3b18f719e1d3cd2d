import type { Page } from "@playwright/test";

/** Draws a small picture in the browser and answers its bytes: a real, decodable PNG or JPEG file. */
export async function drawImage(page: Page, mimeType: "image/png" | "image/jpeg", colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ mimeType, colour }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext("2d")!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 64, 48);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), mimeType, 0.9));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    },
    { mimeType, colour },
  );
  return Buffer.from(bytes);
}
