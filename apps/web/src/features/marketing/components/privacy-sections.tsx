import type { ReactNode } from 'react';
import { siteLinks } from '#lib/site-links.ts';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const mail = <a href={`mailto:${siteLinks.privacyEmail}`}>{siteLinks.privacyEmail}</a>;

/** The privacy policy's sections, in order. */
export const privacySections: PolicySection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We keep only what FillDeck needs to work for you:</p>
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, whether the address is verified, your password as a
            salted hash (never the password itself), when you joined and last signed in. If you sign in with Google we
            also receive your name, email address and profile photo from Google.
          </li>
          <li>
            <strong>Your content:</strong> the templates, components, projects, AI instructions and settings you create.
          </li>
          <li>
            <strong>Usage:</strong> a record of each AI fill (time, template name, model, number of fields filled,
            tokens and credits used) and your credit balance, so you can see what you spent.
          </li>
          <li>
            <strong>Subscription:</strong> your plan, billing cycle, status and PayPal subscription id. Payments are
            handled by PayPal; we never see or store your card or bank details.
          </li>
          <li>
            <strong>Security data:</strong> the IP address of sign-in and password reset requests, kept briefly to stop
            abuse such as password guessing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          FillDeck sets one cookie: a session cookie that keeps you signed in. It is strictly necessary, cannot be read
          by scripts on the page, and ends when you log out. We use no advertising or analytics cookies.
        </p>
        <p>
          Your browser also keeps two small preferences on your device: your colour theme and whether the sidebar is
          collapsed. The extension keeps a short-lived sign-in token so it can act for you; it is removed when you log
          out.
        </p>
      </>
    ),
  },
  {
    id: 'ai-requests',
    title: 'AI requests',
    body: (
      <p>
        When you ask FillDeck to fill a form, the extension sends our server a description of the form&apos;s fields
        (labels, names, placeholders, types, options and nearby text) and the id of the template you chose. To work out
        which of your saved values belongs in which field, our server may send those descriptions and that
        template&apos;s values to an AI model provider. We send nothing else from the page or from your other templates,
        and we only use providers whose terms do not allow them to train models on the data we send.
      </p>
    ),
  },
  {
    id: 'no-tracking',
    title: 'No third-party trackers',
    body: (
      <p>
        Our website and dashboard load no third-party scripts, analytics, advertising pixels or social widgets. We do
        not sell, rent or share your personal data for marketing.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep your data while your account is open. When you delete your account we delete your profile, templates,
        components, projects and usage history within 30 days, except for billing records we must keep by law.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can see and correct your details at any time, and you can ask us for a copy of your data or to delete it by
        writing to {mail}. We answer within 30 days.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are stored only as hashes, sessions use a secure cookie, and every request
        is checked so that you can only ever reach your own data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        FillDeck is not meant for children under 16. If we change this policy we will update this page, and tell you by
        email before any significant change takes effect. Questions about privacy: {mail}.
      </p>
    ),
  },
];
