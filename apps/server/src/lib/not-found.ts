import { texts } from '@filldeck/shared';
import { AppError } from './app-error.ts';

/** 404s: a missing id and another user's id answer exactly the same. */
export const notFound = {
  template: () => new AppError(404, 'NOT_FOUND', texts.editor.templateNotFound),
  project: () => new AppError(404, 'NOT_FOUND', texts.errors.projectNotFound),
  component: () => new AppError(404, 'NOT_FOUND', texts.errors.componentNotFound),
  rememberedAnswer: () => new AppError(404, 'NOT_FOUND', texts.rememberedAnswers.notFound),
};
