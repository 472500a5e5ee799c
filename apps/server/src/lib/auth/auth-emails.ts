import { resetPasswordEmail, verificationEmail } from '../email-templates.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mailer.ts';

interface Recipient {
  email: string;
  name: string;
}

/**
 * The mails better-auth asks for, with links to the web app's pages (not to the API):
 * `/verify-email?token=` and `/reset-password?oobCode=`. A failed delivery is logged, never
 * shown: the person can ask for a new mail.
 */
export function createAuthEmails(publicUrl: string, mailer: Mailer, logger: Logger) {
  async function deliver(to: Recipient, content: { subject: string; text: string; html: string }, link: string) {
    try {
      await mailer.send({ to: to.email, ...content, link });
    } catch (error) {
      logger.error({ err: error, to: to.email, subject: content.subject }, 'Email delivery failed');
    }
  }
  return {
    sendVerification(user: Recipient, token: string) {
      const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      return deliver(user, verificationEmail(user.name, link), link);
    },
    sendResetPassword(user: Recipient, token: string) {
      const link = `${publicUrl}/reset-password?oobCode=${encodeURIComponent(token)}`;
      return deliver(user, resetPasswordEmail(user.name, link), link);
    },
  };
}
