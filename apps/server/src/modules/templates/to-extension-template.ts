import type { ExtensionTemplate, Template } from '@filldeck/shared';

/** What the extension's bearer token reads of a template: no field values, no AI instructions. */
export const toExtensionTemplate = ({ id, name, locked, projectId }: Template): ExtensionTemplate => ({
  id,
  name,
  locked,
  projectId,
});
