import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function readAll(): Promise<Mail[]> {
  const names = (await readdir(outbox()).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = await PostalMime.parse(await readFile(path.join(outbox(), name)));
      return {
        to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')).join(','),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
      };
    }),
  );
}

/** Waits for the newest mail to `to` whose text contains `pathPart`, and returns the first such link. */
export async function waitForLink(to: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readAll()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    for (const mail of mails.reverse()) {
      const link = mail.text.match(new RegExp(`https?://\\S*${pathPart.replace(/[?]/g, '\\?')}\\S*`))?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} with a link containing ${pathPart}`);
}

export async function mailsTo(to: string): Promise<Mail[]> {
  return (await readAll()).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}
