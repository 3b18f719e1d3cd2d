import { readdirSync } from "node:fs";
import nodemailer from "nodemailer";
import { startMailCatcher } from "../stand-ins/mail-catcher.mjs";

// The journeys' mail catcher outlives a sender that drops its connection halfway through a message (a
// journey stops an app instance while it sends): the server reports it as an "error" event, which with no
// listener would end the whole test run. The run goes on, and the next message is caught.

it("keeps catching mail after a sender's connection fails mid-message", async () => {
  const catcher = await startMailCatcher();
  const warnings: string[] = [];
  const warn = jest.spyOn(console, "warn").mockImplementation((message: string) => void warnings.push(message));
  try {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(() => catcher.server.emit("error", reset)).not.toThrow();
    expect(warnings).toEqual(["[e2e] mail catcher: a sender's connection failed: read ECONNRESET"]);

    await nodemailer.createTransport(catcher.url).sendMail({
      from: "site@odishahomes.test",
      to: "someone@example.in",
      subject: "After the reset",
      text: "Still caught.",
    });
    expect(readdirSync(catcher.dir).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
  } finally {
    warn.mockRestore();
    await catcher.stop();
  }
});
