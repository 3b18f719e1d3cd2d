import { readFileSync } from "node:fs";
import { jongodbMinHeap, startEmbedded } from "@/scripts/embedded-db.mjs";

// The in-memory database starts with a heap large enough that its collector does not stop it again and again
// while the catalogue is read; the operator can name another size.

describe("the embedded jongodb's starting heap", () => {
  it("is 1 GB unless EMBEDDED_DB_MIN_HEAP names a size, and a size it cannot read is not passed on", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(jongodbMinHeap({})).toBe("1g");
    expect(jongodbMinHeap({ EMBEDDED_DB_MIN_HEAP: "512M" })).toBe("512m");
    expect(jongodbMinHeap({ EMBEDDED_DB_MIN_HEAP: "1g; rm -rf /" })).toBe("1g");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("EMBEDDED_DB_MIN_HEAP"));
    warn.mockRestore();
  });

  it("is what the launcher starts jongodb with", async () => {
    const db = await startEmbedded({ shared: false });
    try {
      const args = readFileSync(`/proc/${db.child.pid}/cmdline`, "utf8").split("\0");
      // A real mongod on PATH takes the launcher's place, with no such flag.
      if (db.engine.startsWith("jongodb")) expect(args).toContain(`-Xms${jongodbMinHeap()}`);
      else expect(args).not.toContain(`-Xms${jongodbMinHeap()}`);
    } finally {
      await db.stop();
    }
  });
});
