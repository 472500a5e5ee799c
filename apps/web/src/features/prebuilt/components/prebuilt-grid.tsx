import { messages, PREBUILT_TEMPLATES } from '@filldeck/shared';
import { useId } from 'react';
import { OopsDialog } from '../../../components/oops-dialog.tsx';
import { usePrebuiltFlow } from '../hooks/use-prebuilt-flow.ts';
import { PrebuiltCard } from './prebuilt-card.tsx';
import { SetTemplateNameDialog } from './set-template-name-dialog.tsx';

/** The dashboard's grid of prebuilt templates and the flow that creates one (spec section 4). */
export function PrebuiltGrid({ isSignedIn }: { isSignedIn: boolean }) {
  const headingId = useId();
  const flow = usePrebuiltFlow(isSignedIn);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Start from a prebuilt template
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Each comes with its components and fields; you can change everything afterwards.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {PREBUILT_TEMPLATES.map((definition) => (
          <li key={definition.id}>
            <PrebuiltCard
              definition={definition}
              isLoading={flow.loadingId === definition.id}
              isBlocked={flow.loadingId !== null && flow.loadingId !== definition.id}
              onSelect={() => flow.start(definition)}
            />
          </li>
        ))}
      </ul>
      <SetTemplateNameDialog
        defaultName={flow.naming?.defaultName ?? null}
        isSaving={flow.isSaving}
        onSave={flow.saveName}
        onClose={flow.closeNaming}
      >
        <OopsDialog
          message={flow.renameError}
          upgradeHint={messages.prebuilt.upgradeHint}
          onClose={flow.dismissRenameError}
        />
      </SetTemplateNameDialog>
      <OopsDialog
        message={flow.createError}
        upgradeHint={messages.prebuilt.upgradeHint}
        onClose={flow.dismissCreateError}
      />
    </section>
  );
}
