import { messages } from '@filldeck/shared';
import { RememberedAnswersScreen } from '#features/remembered-answers/components/remembered-answers-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export function RememberedAnswersRoute() {
  useDocumentTitle(messages.rememberedAnswers.title);
  return <RememberedAnswersScreen />;
}
