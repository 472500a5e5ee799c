import { Link } from 'react-router';
import { buttonClasses } from '#components/ui/button.tsx';

const steps = [
  {
    title: 'Add the extension',
    text: 'Create a free account and add FillDeck to Chrome, Edge or Brave. Installed while you are signed in, it connects to your account by itself.',
  },
  {
    title: 'Save your details',
    text: 'Start from a prebuilt template or build your own from reusable components: contact, experience, references.',
  },
  {
    title: 'Check, then fill',
    text: 'On any form, pick a template and choose Fill this page. You see each proposed value, change or skip any, then apply. Undo puts the page back.',
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 border-t border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <h2 id="how-title" className="text-3xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-2">
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white tabular-nums">
                {index + 1}
              </span>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-lg border border-zinc-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800 dark:bg-zinc-900">
          <div>
            <p className="font-semibold">Ready to stop retyping?</p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              Create a free account and fill your first form today.
            </p>
          </div>
          <Link to="/register" className={buttonClasses('primary', 'md')}>
            Get started free
          </Link>
        </div>
      </div>
    </section>
  );
}
