import { texts } from '@filldeck/shared';
import { Alert } from '#components/ui/alert.tsx';
import { TextLink } from '#components/ui/text-link.tsx';
import type { ErrorNotice } from '#lib/error-text.ts';

/** Why + New Template failed, inline; with the upgrade hint when a plan limit was hit. */
export function CreateTemplateAlert({ notice }: { notice: ErrorNotice | null }) {
  if (!notice) return null;
  return (
    <Alert tone="error" className="mb-6">
      <p>{notice.message}</p>
      {notice.suggestsUpgrade ? (
        <p className="mt-1">
          {texts.sidebar.upgradeHint} <TextLink to="/subscription">View plans</TextLink>
        </p>
      ) : null}
    </Alert>
  );
}
