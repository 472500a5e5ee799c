import { LIMITS, texts } from '@filldeck/shared';
import { z } from 'zod';

const tooLong = (max: number) => `Use at most ${max} characters.`;
const requiredName = (message: string) => z.string().trim().min(1, message).max(LIMITS.name, tooLong(LIMITS.name));

export const newProjectFormSchema = z.object({ name: requiredName(texts.sidebar.projectNameRequired) });
export type NewProjectFormValues = z.infer<typeof newProjectFormSchema>;

export const newTemplateFormSchema = z.object({
  name: requiredName(texts.sidebar.templateNameRequired),
  aiInstructions: z
    .string()
    .trim()
    .min(1, texts.sidebar.aiInstructionsRequired)
    .max(LIMITS.aiInstructions, tooLong(LIMITS.aiInstructions)),
});
export type NewTemplateFormValues = z.infer<typeof newTemplateFormSchema>;

/**
 * The original description's sidebar rename checked nothing; a blank name is refused here with the
 * same texts as New Project / New Template (the server refuses a blank project name anyway;
 * docs/product.md#where-we-differ-from-the-original-description).
 */
export function renameFormSchema(type: 'project' | 'template') {
  return z.object({
    name: requiredName(type === 'project' ? texts.sidebar.projectNameRequired : texts.sidebar.templateNameRequired),
  });
}
export type RenameFormValues = z.infer<ReturnType<typeof renameFormSchema>>;
