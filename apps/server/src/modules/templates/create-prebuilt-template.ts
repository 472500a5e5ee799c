import { type createPrebuiltTemplateRequestSchema, texts } from '@filldeck/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createTemplateWithComponents } from './create-template-with-components.ts';

export type CreatePrebuiltTemplateInput = z.output<typeof createPrebuiltTemplateRequestSchema>;

/**
 * `create_prebuilt_template`: the template is named as the user confirmed in Set Template Name
 * (sent as `name`), else 'Prebuilt: {title}'. Each default component is the user's unlocked
 * component of the same title when they have one (Contact from Your details, References from
 * another prebuilt), else a new one. With `fitToPlan`, what the plan has no room for is left out
 * (the dashboard says so before); without it a template that does not fit is refused whole. The
 * dashboard asks for the name first, so a cancelled dialog creates nothing.
 */
export function createPrebuiltTemplate(db: Db, userId: string, input: CreatePrebuiltTemplateInput): Promise<string> {
  return createTemplateWithComponents(db, userId, {
    name: input.name || texts.prebuilt.defaultName(input.title),
    components: input.defaultComponents,
    adHocFields: input.defaultAdHocFields,
    aiInstructions: input.defaultAIInstructions,
    reuse: 'title',
    fitToPlan: input.fitToPlan,
  });
}
