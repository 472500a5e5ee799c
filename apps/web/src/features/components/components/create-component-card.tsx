import { limitReachedText, normalizePlan, PLAN_LIMITS, texts } from '@filldeck/shared';
import { useId, useState } from 'react';
import { PlanLimitNotice } from '#components/plan-limit-notice.tsx';
import { Alert } from '#components/ui/alert.tsx';
import { Card } from '#components/ui/card.tsx';
import { isApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { useCreateComponent } from '../api/create-component.ts';
import { useComponents } from '../api/list-components.ts';
import { EMPTY_COMPONENT_FORM } from '../utils/component-form-schema.ts';
import { ComponentForm } from './component-form.tsx';

/**
 * The failure texts (docs/product.md#components): the server's reason, else 'Failed to create
 * component.' ('Server error' for 5xx).
 */
function createErrorText(error: unknown): string {
  const isServerFault = isApiError(error) && error.status >= 500;
  return errorText(error, {
    fallback: isServerFault ? texts.components.serverError : texts.components.failedToCreate,
    network: texts.components.serverError,
  });
}

/**
 * 'New component': Create → POST /api/create_component, then the form starts over. At the
 * plan's component limit the form is not offered: the limit and the way to more are.
 */
export function CreateComponentCard({ plan }: { plan: string }) {
  const create = useCreateComponent();
  const components = useComponents();
  const planId = normalizePlan(plan);
  const isAtLimit = (components.data?.length ?? 0) >= PLAN_LIMITS[planId].components;
  const [createdTitle, setCreatedTitle] = useState<string | null>(null);
  const headingId = useId();

  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold">
        New component
      </h2>
      <p className="mt-1 mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        A titled group of fields, such as Contact or Address, that you can add to any template.
      </p>
      {createdTitle ? <Alert tone="success" className="mb-4">{`Component "${createdTitle}" created.`}</Alert> : null}
      {isAtLimit ? (
        <PlanLimitNotice>{limitReachedText('components', planId)}</PlanLimitNotice>
      ) : (
        <ComponentForm
          mode="create"
          plan={plan}
          defaultValues={EMPTY_COMPONENT_FORM}
          submitLabel="Create"
          isPending={create.isPending}
          errorMessage={create.error ? createErrorText(create.error) : null}
          onSubmit={async (values) => {
            setCreatedTitle(null);
            try {
              await create.mutateAsync(values);
            } catch {
              return false;
            }
            setCreatedTitle(values.title);
            return true;
          }}
        />
      )}
    </Card>
  );
}
