import { Link } from 'react-router';
import { GitHubIcon, LinkedInIcon, XIcon } from '#components/brand-icons.tsx';
import { Logo } from '#components/logo.tsx';
import { siteLinks } from '#lib/site-links.ts';

const linkClasses = 'rounded-sm text-sm text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white';

const socials = [
  { label: 'FillDeck on GitHub', href: siteLinks.github, icon: GitHubIcon },
  { label: 'FillDeck on X', href: siteLinks.x, icon: XIcon },
  { label: 'FillDeck on LinkedIn', href: siteLinks.linkedin, icon: LinkedInIcon },
];

/** Footer of the public pages: product and help links, social links (plain links, no widgets). */
export function SiteFooter() {
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <Logo />
          <p className="max-w-xs text-sm text-zinc-600 dark:text-zinc-400">
            AI form filling for Chrome. Save your details once, fill any form in a click.
          </p>
          <ul className="flex gap-2">
            {socials.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  rel="noopener"
                  aria-label={label}
                  className="inline-flex size-9 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Product" className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">Product</h2>
          <Link to="/dashboard" className={linkClasses}>
            Dashboard
          </Link>
          <Link to="/extension" className={linkClasses}>
            Chrome extension
          </Link>
        </nav>
        <nav aria-label="Help" className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold">Help</h2>
          <a href={siteLinks.docs} className={linkClasses}>
            Docs
          </a>
          <a href={siteLinks.support} className={linkClasses}>
            Support
          </a>
          <Link to="/privacy" className={linkClasses}>
            Privacy Policy
          </Link>
        </nav>
      </div>
      <p className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
        © {new Date().getFullYear()} FillDeck. All rights reserved.
      </p>
    </footer>
  );
}
