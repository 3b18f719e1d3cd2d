import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { clientFilesContaining } from "@/scripts/client-bundle.mjs";

describe("client bundle check", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "client-bundle-"));
    mkdirSync(path.join(dir, "chunks/app"), { recursive: true });
    writeFileSync(path.join(dir, "chunks/app/page.js"), 'const key="rzp_test_public";');
    writeFileSync(path.join(dir, "chunks/leaky.js"), 'const secret="the-key-secret";');
    writeFileSync(path.join(dir, "chunks/notes.txt"), "the-key-secret");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the scripts, at any depth, that contain the value", () => {
    expect(clientFilesContaining(dir, "the-key-secret")).toEqual([path.join(dir, "chunks/leaky.js")]);
  });

  it("finds nothing when no script contains the value", () => {
    expect(clientFilesContaining(dir, "another-secret")).toEqual([]);
  });
});
