import { messages } from '@filldeck/shared';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { mentionsPlanLimit } from '../../../lib/error-text.ts';

/** Why + New Template failed, inline; with the upgrade hint when a plan limit was hit. */
export function CreateTemplateAlert({ message }: { message: string | null }) {
  if (!message) return null;
  const isLimit = mentionsPlanLimit(message);
  return (
    <Alert tone="error" className="mb-6">
      <p>{message}</p>
      {isLimit ? (
        <p className="mt-1">
          {messages.sidebar.upgradeHint} <TextLink to="/subscription">View plans</TextLink>
        </p>
      ) : null}
    </Alert>
  );
}
