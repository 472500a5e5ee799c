import { messages } from '@filldeck/shared';
import { AppError } from './app-error.ts';

/** 404s: a missing id and another user's id answer exactly the same. */
export const notFound = {
  template: () => new AppError(404, 'NOT_FOUND', messages.editor.templateNotFound),
  project: () => new AppError(404, 'NOT_FOUND', messages.errors.projectNotFound),
  component: () => new AppError(404, 'NOT_FOUND', messages.errors.componentNotFound),
  rememberedAnswer: () => new AppError(404, 'NOT_FOUND', messages.rememberedAnswers.notFound),
};
