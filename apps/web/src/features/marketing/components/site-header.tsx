import { Link } from 'react-router';
import { Logo } from '#components/logo.tsx';
import { buttonClasses } from '#components/ui/button.tsx';

const navLinkClasses =
  'rounded-md px-2 py-1 text-sm text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white';

/** Header of the public pages. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200/80 bg-white/85 backdrop-blur dark:border-zinc-800/80 dark:bg-zinc-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to="/" className="mr-auto rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="mr-2 hidden items-center gap-2 md:flex">
          <a href="/#features" className={navLinkClasses}>
            Features
          </a>
          <a href="/#how-it-works" className={navLinkClasses}>
            How it works
          </a>
        </nav>
        {/* The prerendered pages' script shows the first and hides the others for someone signed in. */}
        <Link to="/dashboard" hidden data-signed-in className={buttonClasses('primary', 'sm')}>
          Go to dashboard
        </Link>
        <Link to="/login" data-signed-out className={buttonClasses('ghost', 'sm')}>
          Log in
        </Link>
        <Link to="/register" data-signed-out className={buttonClasses('primary', 'sm')}>
          Sign up
        </Link>
      </div>
    </header>
  );
}
