import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Reads the .eml files that the app's outbox (no SMTP) or the journeys' SMTP catcher wrote. A small
 * parser for the messages nodemailer produces: headers, and text/html parts in 7bit, quoted-printable or
 * base64.
 */
export type CaughtMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every header, names in lower case (List-Unsubscribe, ...). */
  headers: Record<string, string>;
};

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const soft = input.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ""): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= / =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function parseMail(raw: string, file = ""): CaughtMail {
  const { headers, body } = splitHeaders(raw);
  const mail: CaughtMail = {
    file,
    to: headers.to ?? "",
    subject: decodeHeader(headers.subject ?? ""),
    text: "",
    html: "",
    headers,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers["content-type"] ?? "text/plain";
    const content = decodeBody(part.body, part.headers["content-transfer-encoding"]);
    if (type.startsWith("text/html")) mail.html = content;
    else if (type.startsWith("text/plain")) mail.text = content;
  }
  return mail;
}

/** Every mail in the folder, oldest first. */
export async function readMailbox(dir: string): Promise<CaughtMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  return Promise.all(names.map(async (n) => parseMail(await readFile(path.join(dir, n), "utf8"), n)));
}

/** The mails addressed to one recipient, oldest first. */
export async function mailsTo(dir: string, address: string): Promise<CaughtMail[]> {
  return (await readMailbox(dir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** The six-digit code in a mail's plain text. */
export function otpFrom(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
}
