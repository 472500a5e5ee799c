import { z } from 'zod';

/**
 * DELETE /api/account: the account and everything in it go, only when `confirmation` is the
 * account's email address (compared without case or surrounding spaces).
 */
export const deleteAccountRequestSchema = z.object({ confirmation: z.string().max(320) });

/** Whether what the user typed confirms deleting the account of `email`. */
export function confirmsAccountDeletion(typed: string, email: string): boolean {
  const t = typed.trim().toLowerCase();
  return t !== '' && t === email.trim().toLowerCase();
}

/** The file name GET /api/account/export suggests for a user's data. */
export const ACCOUNT_EXPORT_FILE_NAME = 'filldeck-data.json';
