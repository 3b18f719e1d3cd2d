import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Reads the SMS the app's local stand-in wrote (lib/sms: one JSON file per message, no provider set). */
export type CaughtSms = { file: string; to: string; text: string; sentAt: string };

/** Every SMS to the number (E.164), oldest first. */
export async function smsTo(dir: string, to: string): Promise<CaughtSms[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map(async (name) => {
        const file = path.join(dir, name);
        return { file, ...(JSON.parse(await readFile(file, "utf8")) as Omit<CaughtSms, "file">) };
      }),
  );
  return messages.filter((message) => message.to === to);
}

/** The six-digit code of a message. */
export function codeFrom(message: CaughtSms): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in SMS ${message.file}`);
  return code;
}
