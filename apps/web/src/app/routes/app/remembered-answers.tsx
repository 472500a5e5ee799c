import { texts } from '@filldeck/shared';
import { RememberedAnswersScreen } from '#features/remembered-answers/components/remembered-answers-screen.tsx';
import { useDocumentTitle } from '#lib/use-document-title.ts';

export function RememberedAnswersRoute() {
  useDocumentTitle(texts.rememberedAnswers.title);
  return <RememberedAnswersScreen />;
}
