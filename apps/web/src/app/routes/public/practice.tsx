import { PublicLayout } from '#features/marketing/components/public-layout.tsx';
import { PracticeForm } from '#features/practice/components/practice-form.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

/** /practice: a sample form served by FillDeck, to try the extension on. */
export function PracticeRoute() {
  useDocumentTitle('Practice form');
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">Practice form</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Try the FillDeck extension here: open it from the browser's toolbar, pick a template and choose Fill this
            page. Check the proposed values, apply them, and undo if you like. Nothing on this page is sent anywhere.
          </p>
        </div>
        <PracticeForm />
      </div>
    </PublicLayout>
  );
}
