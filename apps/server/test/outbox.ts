import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

const parsed = new Map<string, Email>();

/** Every message in `$DATA_DIR/outbox/`, oldest first (file names sort by time of writing). */
export async function readOutbox(dataDir: string): Promise<Email[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const mails: Email[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    let mail = parsed.get(full);
    if (!mail) {
      mail = await PostalMime.parse(readFileSync(full));
      parsed.set(full, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/** The messages sent to one address, oldest first. */
export async function mailsTo(dataDir: string, email: string): Promise<Email[]> {
  const all = await readOutbox(dataDir);
  return all.filter((m) => m.to?.some((t) => t.address?.toLowerCase() === email.toLowerCase()));
}

/** The first link in a message's text part that contains `marker` (e.g. '/verify-email?token='). */
export function linkIn(mail: Email, marker: string): string {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((l) => l.includes(marker));
  if (!match) throw new Error(`No link containing ${marker} in mail "${mail.subject}"`);
  return match;
}

/** The newest link containing `marker` mailed to `email`. */
export async function latestLink(dataDir: string, email: string, marker: string): Promise<string> {
  const mails = await mailsTo(dataDir, email);
  const mail = mails.filter((m) => (m.text ?? '').includes(marker)).at(-1);
  if (!mail) throw new Error(`No mail to ${email} with a link containing ${marker}`);
  return linkIn(mail, marker);
}
