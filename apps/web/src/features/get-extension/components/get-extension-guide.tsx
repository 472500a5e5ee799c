import { Alert } from '#components/ui/alert.tsx';
import { LoadingStatus } from '#components/ui/loading-status.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { useInstallInfo } from '#lib/use-extension-install.ts';
import { GuideStep } from './guide-step.tsx';
import { InstallInstructions } from './install-instructions.tsx';

const WIDE = { width: 1280, height: 800 };

/** Install, connect, first fill: the three steps from nothing to a filled form, with pictures. */
export function GetExtensionGuide() {
  const info = useInstallInfo();
  return (
    <div className="flex flex-col gap-6">
      <GuideStep
        number={1}
        title="Install"
        picture={{
          src: '/images/get-extension/install.png',
          alt: 'The browser’s extensions page with Developer mode on, the Load unpacked button, and FillDeck installed.',
          ...WIDE,
        }}
      >
        {info.isError ? (
          <Alert tone="error">Could not load the install options. Reload the page to try again.</Alert>
        ) : info.data === undefined ? (
          <LoadingStatus>Loading the install options…</LoadingStatus>
        ) : (
          <InstallInstructions info={info.data} />
        )}
      </GuideStep>
      <GuideStep
        number={2}
        title="Connect"
        picture={{
          src: '/images/get-extension/connect.png',
          alt: 'The FillDeck toolbar popup showing the signed-in account, plan, credits left and templates.',
          width: 340,
          height: 300,
          narrow: true,
        }}
      >
        <p>
          The extension signs in through this dashboard: installed while you are signed in here, it connects by itself
          as soon as a dashboard page is open. After you signed it out, choose Connect this browser above, or Sign in to
          FillDeck in its popup. It gets its own sign-in, which you can end at any time under Connected browsers on{' '}
          <TextLink to="/profile">your profile</TextLink>.
        </p>
        <p>Click FillDeck in the toolbar: the popup shows your account, plan, credits left and templates.</p>
      </GuideStep>
      <GuideStep
        number={3}
        title="First fill"
        picture={{
          src: '/images/get-extension/fill.png',
          alt: 'A form with the FillDeck panel beside it, listing each proposed value with a box to skip it, and Apply.',
          ...WIDE,
        }}
      >
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Open a page with a form and click FillDeck in the toolbar.</li>
          <li>Pick a template (the one you last used on that site is already picked) and choose Fill this page.</li>
          <li>Check the proposed values in the panel: change any, untick those to leave alone, then Apply.</li>
          <li>Not what you wanted? Undo puts the page back as it was.</li>
        </ol>
        <p>
          Passwords, card numbers and hidden fields are never read or filled. Alt+Shift+F, or Fill with FillDeck in the
          page’s right-click menu, fills with the template last used on the site.
        </p>
        <TextLink to="/practice" className="self-start">
          Try it on a sample form
        </TextLink>
      </GuideStep>
    </div>
  );
}
