import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#components/logo.tsx';
import { Card } from '#components/ui/card.tsx';
import { TextLink } from '#components/ui/text-link.tsx';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Under the card, e.g. "Don't have an account? Register". */
  footer?: ReactNode;
}

/** The frame of the sign-in pages: product mark, one centred card, a quiet footer. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="px-4 py-5 sm:px-8">
        <Link to="/" className="inline-flex rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm">
          <Card className="p-6 shadow-sm sm:p-8">
            <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
            {description ? <div className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{description}</div> : null}
            {children ? <div className="mt-6">{children}</div> : null}
          </Card>
          {footer ? <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</p> : null}
        </div>
      </main>
      <footer className="flex justify-center gap-6 px-4 py-6 text-xs text-zinc-600 dark:text-zinc-400">
        <span>© {new Date().getFullYear()} FillDeck</span>
        <TextLink to="/privacy" className="font-normal text-zinc-600 dark:text-zinc-400">
          Privacy Policy
        </TextLink>
      </footer>
    </div>
  );
}
