import { type createPrebuiltTemplateRequestSchema, messages } from '@filldeck/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createTemplateWithComponents } from './create-template-with-components.ts';

export type CreatePrebuiltTemplateInput = z.output<typeof createPrebuiltTemplateRequestSchema>;

/**
 * `create_prebuilt_template`: the template is named as the user confirmed in Set Template Name
 * (sent as `name`), else 'Prebuilt: {title}', with a new component per default component. The
 * dashboard asks for the name first, so a cancelled dialog creates nothing.
 */
export function createPrebuiltTemplate(db: Db, userId: string, input: CreatePrebuiltTemplateInput): Promise<string> {
  return createTemplateWithComponents(db, userId, {
    name: input.name || messages.prebuilt.defaultName(input.title),
    components: input.defaultComponents,
    adHocFields: input.defaultAdHocFields,
    aiInstructions: input.defaultAIInstructions,
  });
}
