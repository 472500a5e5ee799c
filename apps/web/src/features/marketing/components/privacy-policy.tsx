import { privacySections } from './privacy-sections.tsx';

export const PRIVACY_EFFECTIVE_DATE = 'November 22, 2026';

/** The privacy policy as an article with a table of contents. */
export function PrivacyPolicy() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Effective {PRIVACY_EFFECTIVE_DATE}</p>
      <p className="mt-6 text-zinc-700 dark:text-zinc-300">
        FillDeck is a web dashboard and Chrome extension that fills web forms with AI from details you save. This policy
        says what we store, why, and what you can do about it. In short: we keep your account, your templates and your
        usage, we use one session cookie, and we do not track you or sell your data.
      </p>
      <nav aria-label="On this page" className="mt-8 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {privacySections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 flex flex-col gap-10">
        {privacySections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {section.title}
            </h2>
            <div className="mt-3 flex flex-col gap-3 text-zinc-700 dark:text-zinc-300 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-indigo-300 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-zinc-900 dark:[&_strong]:text-zinc-100 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
