import {
  DETAIL_GROUPS,
  detailsNoRoomText,
  normalizePlan,
  PLAN_LIMITS,
  PLAN_NAMES,
  planDetailGroups,
  type SavedYourDetails,
  texts,
  type YourDetails,
} from '@filldeck/shared';
import { type FormEvent, useState } from 'react';
import { PlanInfo } from '#components/plan-info.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Button } from '#components/ui/button.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import { errorText } from '#lib/error-text.ts';
import { useSaveYourDetails } from '../api/save-your-details.ts';
import { outcomeTexts } from '../utils/outcome-texts.ts';
import { DetailGroupCard } from './detail-group-card.tsx';
import { ResumeStart } from './resume-start.tsx';

interface YourDetailsFormProps {
  /** The saved state: values to start from, each group's component, the components owned. */
  details: YourDetails;
  plan: string;
  /** The server has an AI model: Start from your résumé may ask it for what the parser missed. */
  isModelAvailable: boolean;
}

function SaveOutcome({ result }: { result: SavedYourDetails }) {
  const outcome = outcomeTexts(result);
  return (
    <div className="flex flex-col gap-3">
      {outcome.saved ? <Alert tone="success">{outcome.saved}</Alert> : null}
      {outcome.leftEmpty ? <Alert>{outcome.leftEmpty}</Alert> : null}
      {outcome.notSaved.map((text) => (
        <PlanInfo key={text} role="status">
          <p>{text}</p>
        </PlanInfo>
      ))}
      {outcome.saved ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Next: <TextLink to="/dashboard">start a template from a prebuilt one</TextLink> (it uses these components), or
          see them on <TextLink to="/default-info">{texts.shell.manageDefaultInfo}</TextLink>.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Your details form: every group with its fields, what saving will do with each (and, before
 * any work, which groups the plan has no room for), Save details, and what saving did.
 */
export function YourDetailsForm({ details, plan, isModelAvailable }: YourDetailsFormProps) {
  const save = useSaveYourDetails();
  const [values, setValues] = useState<Record<string, string>>(details.values);
  const planId = normalizePlan(plan);
  const plans = planDetailGroups(
    DETAIL_GROUPS.map((group, i) => ({
      hasComponent: Boolean(details.groups[i]?.componentId),
      isEmpty: group.fields.every((field) => !values[field.key]?.trim()),
    })),
    planId,
    details.componentsOwned,
  );
  const noRoom = DETAIL_GROUPS.filter((_, i) => plans[i] === 'no-room').map((group) => group.title);

  const onChange = (key: string, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (save.isSuccess || save.isError) save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ values });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
        {`You have ${details.componentsOwned} of ${PLAN_LIMITS[planId].components} components on the ${PLAN_NAMES[planId]} plan.`}
      </p>
      <ResumeStart
        isModelAvailable={isModelAvailable}
        current={values}
        onUse={(chosen) => {
          setValues((now) => ({ ...now, ...chosen }));
          if (save.isSuccess || save.isError) save.reset();
        }}
      />
      {noRoom.length > 0 && !save.isSuccess ? (
        <PlanInfo>
          <p>{detailsNoRoomText(noRoom, planId, details.componentsOwned)}</p>
        </PlanInfo>
      ) : null}
      {DETAIL_GROUPS.map((group, i) => (
        <DetailGroupCard key={group.id} group={group} plan={plans[i] ?? 'empty'} values={values} onChange={onChange} />
      ))}
      {save.data ? <SaveOutcome result={save.data} /> : null}
      {save.isError ? (
        <Alert tone="error">{errorText(save.error, { fallback: texts.yourDetails.failed })}</Alert>
      ) : null}
      <div>
        <Button type="submit" isLoading={save.isPending}>
          {texts.yourDetails.save}
        </Button>
      </div>
    </form>
  );
}
