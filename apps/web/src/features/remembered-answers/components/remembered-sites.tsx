import { type RememberedAnswer, type RememberedSite, texts } from '@filldeck/shared';
import { useState } from 'react';
import { useFocusReturn } from '#components/ui/use-focus-return.ts';
import { errorText } from '#lib/error-text.ts';
import { useForgetRememberedAnswer } from '../api/forget-remembered-answer.ts';
import { fieldName } from '../utils/field-display.ts';
import { EditAnswerDialog, type EditTarget } from './edit-answer-dialog.tsx';
import { ForgetSiteDialog } from './forget-site-dialog.tsx';
import { RememberedSiteCard } from './remembered-site-card.tsx';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** Take focus (the control that was used is gone). */
  takesFocus: boolean;
}

interface RememberedSitesProps {
  sites: RememberedSite[];
  onNotice: (notice: Notice) => void;
}

/** Every site's card, with the Edit dialog, the Forget site confirmation and Forget. */
export function RememberedSites({ sites, onNotice }: RememberedSitesProps) {
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [forgettingSite, setForgettingSite] = useState<RememberedSite | null>(null);
  const returnFromEdit = useFocusReturn(editing !== null);
  const returnFromForgetSite = useFocusReturn(forgettingSite !== null);
  const forget = useForgetRememberedAnswer();

  const forgetAnswer = (answer: RememberedAnswer) => {
    const name = fieldName(answer.field);
    forget.mutate(answer.id, {
      onSuccess: () => onNotice({ tone: 'success', text: texts.rememberedAnswers.forgotten(name), takesFocus: true }),
      onError: (error) =>
        onNotice({
          tone: 'error',
          text: errorText(error, { fallback: texts.rememberedAnswers.forgetFailed }),
          takesFocus: false,
        }),
    });
  };

  return (
    <>
      <div className="flex flex-col gap-6">
        {sites.map((site) => (
          <RememberedSiteCard
            key={site.site}
            site={site}
            forgettingId={forget.isPending ? (forget.variables ?? null) : null}
            onEdit={(answer) => setEditing({ site: site.site, answer })}
            onForget={forgetAnswer}
            onForgetSite={() => setForgettingSite(site)}
          />
        ))}
      </div>
      <EditAnswerDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(answer) => {
          setEditing(null);
          onNotice({
            tone: 'success',
            text: texts.rememberedAnswers.saved(fieldName(answer.field)),
            takesFocus: false,
          });
        }}
        onCloseAutoFocus={returnFromEdit}
      />
      <ForgetSiteDialog
        site={forgettingSite}
        onClose={() => setForgettingSite(null)}
        onForgotten={(site) => {
          setForgettingSite(null);
          onNotice({ tone: 'success', text: texts.rememberedAnswers.siteForgotten(site), takesFocus: true });
        }}
        onCloseAutoFocus={returnFromForgetSite}
      />
    </>
  );
}
