import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '#components/logo.tsx';
import { Card } from '#components/ui/card.tsx';
import { usePaymentProvider } from '../api/get-payment-provider.ts';
import { providerTexts } from '../utils/provider-texts.ts';

interface CheckoutLayoutProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The public checkout page's frame: product mark, one centred card with the step's heading, and
 * who handles the payment (PayPal, or the sandbox, labelled as such).
 */
export function CheckoutLayout({ title, icon, children }: CheckoutLayoutProps) {
  const provider = usePaymentProvider();
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="px-4 py-5 sm:px-8">
        <Link to="/" className="inline-flex rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <Card className="flex flex-col gap-5 p-6 shadow-sm sm:p-8">
            {icon}
            <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
            {children}
          </Card>
          <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {providerTexts(provider.data).footer}
          </p>
        </div>
      </main>
    </div>
  );
}
