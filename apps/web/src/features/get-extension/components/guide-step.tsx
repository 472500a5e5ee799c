import type { ReactNode } from 'react';
import { Card } from '#components/ui/card.tsx';
import { cn } from '#lib/cn.ts';

interface GuideStepProps {
  number: number;
  title: string;
  /** `narrow`: a small picture (the toolbar popup), shown at its own size rather than stretched. */
  picture: { src: string; alt: string; width: number; height: number; narrow?: boolean };
  children: ReactNode;
}

/** One step of the install guide: what to do, beside a picture of it. */
export function GuideStep({ number, title, picture, children }: GuideStepProps) {
  const headingId = `guide-step-${number}`;
  return (
    <Card className="grid gap-5 p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
        <h2 id={headingId} className="flex items-center gap-3 text-lg font-semibold">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm text-white"
          >
            {number}
          </span>
          <span>
            <span className="sr-only">Step {number}: </span>
            {title}
          </span>
        </h2>
        <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">{children}</div>
      </section>
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        className={cn(
          'h-auto w-full self-start rounded-md border border-zinc-200 shadow-sm dark:border-zinc-800',
          picture.narrow && 'max-w-[340px] justify-self-center',
        )}
      />
    </Card>
  );
}
