import { type RememberedAnswer, type RememberedSite, texts } from '@filldeck/shared';
import { useId } from 'react';
import { Button } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { RememberedAnswerRow } from './remembered-answer-row.tsx';

interface RememberedSiteCardProps {
  site: RememberedSite;
  /** The answer whose Forget is running, if any. */
  forgettingId: string | null;
  onEdit: (answer: RememberedAnswer) => void;
  onForget: (answer: RememberedAnswer) => void;
  onForgetSite: () => void;
}

/** A site's remembered answers: its host name, how many, Forget site, and a row per answer. */
export function RememberedSiteCard({ site, forgettingId, onEdit, onForget, onForgetSite }: RememberedSiteCardProps) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-5 py-3 dark:border-zinc-800">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold [overflow-wrap:anywhere]">
              {site.site}
            </h2>
            <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
              {texts.rememberedAnswers.answerCount(site.answers.length)}
            </p>
          </div>
          <Button variant="secondary" size="sm" aria-label={`Forget site ${site.site}`} onClick={onForgetSite}>
            {texts.rememberedAnswers.forgetSite}
          </Button>
        </div>
        <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {site.answers.map((answer) => (
            <RememberedAnswerRow
              key={answer.id}
              answer={answer}
              isForgetting={forgettingId === answer.id}
              onEdit={() => onEdit(answer)}
              onForget={() => onForget(answer)}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
