import { createHash } from "node:crypto";
import { SESSION_HINT_SCRIPT, SESSION_HINT_SCRIPT_HASH } from "@/lib/auth/session-hint";

describe("the session hint script", () => {
  it("is allowed by the hash that pages rendered per request name in their policy", () => {
    const digest = createHash("sha256").update(SESSION_HINT_SCRIPT, "utf8").digest("base64");
    expect(SESSION_HINT_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it("marks the page only when the hint cookie is there", () => {
    const run = (cookie: string) => {
      const marks: string[] = [];
      const document = { cookie, documentElement: { setAttribute: (name: string) => marks.push(name) } };
      new Function("document", SESSION_HINT_SCRIPT)(document);
      return marks;
    };
    expect(run("")).toEqual([]);
    expect(run("other=1; oh-session-x=1")).toEqual([]);
    expect(run("a=1; oh-session=1")).toEqual(["data-session-hint"]);
  });
});
