import { messages } from '@filldeck/shared';
import { AppError } from './app-error.ts';

/** 404s: a missing id and another user's id answer exactly the same. */
export const notFound = {
  template: () => new AppError(404, messages.editor.templateNotFound),
  project: () => new AppError(404, 'Project not found.'),
  component: () => new AppError(404, 'Component not found.'),
};
