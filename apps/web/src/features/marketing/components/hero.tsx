import { PLAN_LIMITS, texts } from '@filldeck/shared';
import { Info, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';
import { formatNumber } from '#lib/format.ts';
import { NO_MODEL_NOTE_ATTRIBUTE } from '#lib/no-model-note.ts';
import { HeroIllustration } from './hero-illustration.tsx';
import { InstallButton, InstallNote } from './install-button.tsx';

interface HeroProps {
  /**
   * Whether the server has an AI model (GET /api/server-info); undefined until known, as in the
   * prerendered page, whose script shows the note once the server says there is none
   * (lib/no-model-note.ts). The promise above it stays: it is what FillDeck does with a model.
   */
  modelAvailable: boolean | undefined;
}

export function Hero({ modelAvailable }: HeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-zinc-200 dark:border-zinc-800">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-gradient-to-b from-indigo-100/70 to-transparent dark:from-indigo-500/10"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-1.5 rounded-full border border-indigo-200 bg-white px-3 py-1 text-xs font-medium text-indigo-700 dark:border-indigo-500/30 dark:bg-zinc-900 dark:text-indigo-300">
            <Sparkles aria-hidden="true" className="size-3.5" />
            AI form filling for Chrome
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">Fill any form with AI</h1>
          <p className="max-w-xl text-lg text-pretty text-zinc-600 dark:text-zinc-400">
            Save your details once as reusable templates. FillDeck reads each form and fills it for you in seconds — job
            applications, sign-ups, surveys and checkouts, on any site.
          </p>
          <p
            {...{ [NO_MODEL_NOTE_ATTRIBUTE]: '' }}
            hidden={modelAvailable !== false}
            className="flex max-w-xl items-start gap-2 rounded-md border border-zinc-200 bg-white px-3.5 py-3 text-sm text-zinc-700 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {texts.ai.notSetUp}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <InstallButton />
            <Link to="/register" className={buttonClasses('secondary', 'lg')}>
              Create free account
            </Link>
          </div>
          <InstallNote className="max-w-xl text-sm text-zinc-600 dark:text-zinc-400" />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Free plan includes {formatNumber(PLAN_LIMITS.free.monthlyCredits)} AI credits a month.
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
