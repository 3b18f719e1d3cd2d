import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The first bytes of a PNG file, enough for the upload checks that read a file's signature. */
export const TINY_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

/**
 * A fresh upload folder for this test file (UPLOAD_DIR, set before its tests run), and the names of the
 * listing photos stored in it so far, in order: what a test reads to prove a refused write kept no file.
 * The folder is removed after the file's tests.
 */
export function temporaryUploads(prefix: string) {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    process.env.UPLOAD_DIR = dir;
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    listingPhotos: (): string[] =>
      existsSync(path.join(dir, "property")) ? readdirSync(path.join(dir, "property")).sort() : [],
  };
}
