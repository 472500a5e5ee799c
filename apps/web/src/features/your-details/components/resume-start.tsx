import { texts } from '@filldeck/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '#components/ui/alert.tsx';
import { Button, buttonClasses } from '#components/ui/button.tsx';
import { Card } from '#components/ui/card.tsx';
import { errorText } from '#lib/error-text.ts';
import { useUploadFile } from '#lib/files-api.ts';
import { useStructureResume } from '../api/structure-resume.ts';
import { detailProposals, type Proposal, resumeProposals } from '../utils/resume-proposals.ts';

const t = texts.resumeStart;

type Step =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'failed'; text: string }
  | { phase: 'proposing'; file: File; text: string; proposals: Proposal[]; chosen: Set<string>; note?: string }
  | { phase: 'used'; text: string };

interface ResumeStartProps {
  /** The server has an AI model: the user may ask it for what the built-in parser missed. */
  isModelAvailable: boolean;
  /** The form's values now, to say what a proposal would replace. */
  current: Record<string, string>;
  /** The details the user chose, and the résumé file's id once it is kept (key `resume`). */
  onUse: (values: Record<string, string>) => void;
}

/**
 * "Start from your résumé": the résumé is read in this browser, its details are proposed with
 * what each would replace, and only the ones the user ticks go into the form (which they save as
 * usual). The file itself is kept as their Résumé, for upload boxes.
 */
export function ResumeStart({ current, onUse, isModelAvailable }: ResumeStartProps) {
  const titleId = useId();
  const [step, setStep] = useState<Step>({ phase: 'idle' });
  const upload = useUploadFile();
  const model = useStructureResume();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setStep({ phase: 'reading' });
    try {
      const { readResume } = await import('../utils/read-resume.ts');
      const read = await readResume(file);
      const proposals = resumeProposals(read.details, current);
      if (proposals.length === 0 && !isModelAvailable) return setStep({ phase: 'failed', text: t.nothingFound });
      // What fills an empty box is ticked; what would replace the user's own value is not.
      const chosen = new Set(proposals.filter((p) => p.replaces === null).map((p) => p.key));
      const note = proposals.length === 0 ? t.nothingFound : undefined;
      setStep({ phase: 'proposing', file, text: read.text, proposals, chosen, note });
    } catch {
      setStep({ phase: 'failed', text: t.unreadable });
    }
  };

  const onConfirm = async () => {
    if (step.phase !== 'proposing') return;
    const values = Object.fromEntries(
      step.proposals.filter((p) => step.chosen.has(p.key)).map((p) => [p.key, p.value]),
    );
    try {
      // A Résumé file already in the form gets the new content (its fields keep naming it).
      const replaceId = current.resume || undefined;
      const stored = await upload.mutateAsync({ file: step.file, replaceId });
      onUse({ ...values, resume: stored.id });
      setStep({ phase: 'used', text: t.used });
    } catch (error) {
      onUse(values);
      setStep({ phase: 'used', text: t.usedWithoutFile(errorText(error, { fallback: texts.files.uploadFailed })) });
    }
  };

  // The server's model reads the text for the details the parser left out (charged as a fill).
  const onAsk = () => {
    if (step.phase !== 'proposing') return;
    model.mutate(step.text, {
      onSuccess: ({ details, credits }) => {
        const known = new Set(step.proposals.map((p) => p.key));
        const more = detailProposals(details, current).filter((p) => !known.has(p.key));
        const chosen = new Set([...step.chosen, ...more.filter((p) => p.replaces === null).map((p) => p.key)]);
        setStep({ ...step, proposals: [...step.proposals, ...more], chosen, note: t.modelRead(more.length, credits) });
      },
      onError: (error) => setStep({ ...step, note: errorText(error, { fallback: t.modelFailed }) }),
    });
  };

  const toggle = (key: string, on: boolean) => {
    if (step.phase !== 'proposing') return;
    const chosen = new Set(step.chosen);
    if (on) chosen.add(key);
    else chosen.delete(key);
    setStep({ ...step, chosen });
  };

  return (
    <Card className="p-4 sm:p-5">
      <section id="resume-start" aria-labelledby={titleId} className="flex scroll-mt-20 flex-col gap-3">
        <h2 id={titleId} className="text-base font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t.intro}</p>
        {step.phase === 'proposing' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t.found(step.proposals.length)}</legend>
            {step.proposals.map((proposal) => (
              <label key={proposal.key} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={step.chosen.has(proposal.key)}
                  onChange={(event) => toggle(proposal.key, event.target.checked)}
                />
                <span>
                  <span className="font-medium">{proposal.label}:</span>{' '}
                  {/* Text of several lines (work history) shows its first lines; the form below holds all of it. */}
                  {proposal.value.includes('\n') ? (
                    <span className="line-clamp-3 whitespace-pre-line">{proposal.value}</span>
                  ) : (
                    proposal.value
                  )}
                  {proposal.replaces ? (
                    <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                      {t.replaces(proposal.replaces)}
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
            {step.note ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                {step.note}
              </p>
            ) : null}
            {model.isPending ? (
              <p role="status" className="text-sm">
                {t.asking}
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                onClick={() => void onConfirm()}
                isLoading={upload.isPending}
                disabled={step.proposals.length === 0}
              >
                {t.use}
              </Button>
              {isModelAvailable && !model.isSuccess ? (
                <Button variant="secondary" onClick={onAsk} isLoading={model.isPending}>
                  {t.askModel}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={() => setStep({ phase: 'idle' })}>
                {t.cancel}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div>
            <label className={buttonClasses('secondary', 'md', 'cursor-pointer focus-within:outline-2')}>
              {t.choose}
              <input
                type="file"
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                className="sr-only"
                onChange={(event) => void onPick(event)}
                disabled={step.phase === 'reading'}
              />
            </label>
          </div>
        )}
        {step.phase === 'reading' ? (
          <p role="status" className="text-sm">
            {t.reading}
          </p>
        ) : null}
        {step.phase === 'failed' ? <Alert tone="error">{step.text}</Alert> : null}
        {step.phase === 'used' ? <Alert tone="success">{step.text}</Alert> : null}
      </section>
    </Card>
  );
}
