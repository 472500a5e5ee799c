import { type RememberedAnswer, texts } from '@filldeck/shared';
import { Pencil } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { fieldName, optionsText } from '../utils/field-display.ts';

interface RememberedAnswerRowProps {
  answer: RememberedAnswer;
  isForgetting: boolean;
  onEdit: () => void;
  onForget: () => void;
}

/** One remembered answer: the field (and its choices, muted), the value, Edit and Forget. */
export function RememberedAnswerRow({ answer, isForgetting, onEdit, onForget }: RememberedAnswerRowProps) {
  const name = fieldName(answer.field);
  const options = optionsText(answer.field);
  return (
    <li className="grid gap-2 px-5 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start sm:gap-4">
      <div className="min-w-0 sm:pt-1.5">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">{name}</p>
        {options ? <p className="mt-0.5 text-xs break-words text-zinc-600 dark:text-zinc-400">{options}</p> : null}
      </div>
      <p className="line-clamp-3 text-sm whitespace-pre-wrap text-zinc-700 [overflow-wrap:anywhere] sm:pt-1.5 dark:text-zinc-300">
        <span className="sr-only">Answer: </span>
        {answer.value}
      </p>
      <div className="flex gap-2 sm:justify-end">
        <Button variant="secondary" size="sm" aria-label={`Edit the answer to "${name}"`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-3.5" />
          {texts.rememberedAnswers.edit}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Forget the answer to "${name}"`}
          isLoading={isForgetting}
          onClick={onForget}
        >
          {texts.rememberedAnswers.forget}
        </Button>
      </div>
    </li>
  );
}
