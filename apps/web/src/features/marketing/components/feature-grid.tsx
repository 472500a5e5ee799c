import { Globe, ShieldCheck, Sparkles, Target, Zap } from 'lucide-react';
import { cn } from '#lib/cn.ts';

/** The five promises of the product (docs/product.md#pages-and-who-may-open-them). */
const features = [
  {
    title: 'Fill any form with AI',
    text: 'FillDeck reads each field’s label and context and answers it from your templates: applications, sign-ups, surveys and more.',
    icon: Sparkles,
  },
  {
    title: 'Instant auto-fill',
    text: 'One click fills the whole page in seconds. Review what was entered, adjust anything, and submit.',
    icon: Zap,
  },
  {
    title: 'Accurate answers',
    text: 'Values come from the details you saved, matched to what each field asks for, with your own instructions for tone and style.',
    icon: Target,
  },
  {
    title: 'Private by design',
    text: 'Your templates stay in your account. No ads, no trackers, and only the form being filled is sent for matching.',
    icon: ShieldCheck,
  },
  {
    title: 'Works on any site',
    text: 'From job boards and applicant tracking systems to government portals and checkouts: if it is a form, FillDeck can fill it.',
    icon: Globe,
  },
];

export function FeatureGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="max-w-2xl">
        <h2 id="features-title" className="text-3xl font-semibold tracking-tight text-balance">
          Stop typing the same answers again and again
        </h2>
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">
          Everything you need to get through forms faster, without giving up control of your data.
        </p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        {features.map(({ title, text, icon: Icon }, index) => (
          <li
            key={title}
            className={cn(
              'flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900',
              // Two wide cards, then three: five cards fill two rows without a hole.
              index < 2 ? 'lg:col-span-3' : 'lg:col-span-2',
              index === features.length - 1 && 'sm:col-span-2 lg:col-span-2',
            )}
          >
            <span className="flex size-10 items-center justify-center rounded-md bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
