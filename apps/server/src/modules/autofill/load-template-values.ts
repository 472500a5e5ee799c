import {
  type AdHocField,
  type AiSettings,
  type ComponentField,
  type Section,
  type StoredAiSettings,
  texts,
} from '@filldeck/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { components, rememberedAnswers, templates, type UserRow } from '../../db/schema.ts';
import { notFound } from '../../lib/not-found.ts';
import { preparedRaw } from '../../lib/prepared-raw.ts';
import { lockStateOf } from '../plan/lock-state.ts';
import type { OwnerPlan } from '../plan/owner-plan.ts';
import { PlanError } from '../plan/plan-errors.ts';
import { readOwnerPlan, readOwnerPlanById } from '../plan/read-owner-plan.ts';
import type { RememberedLookup } from '../remembered-answers/remembered-for.ts';
import { readAiSettings } from '../templates/to-template.ts';
import {
  consumeFillQuota,
  type FillQuota,
  type FillQuotaRule,
  fillQuotaOf,
  fillQuotaPlaceholders,
  fillQuotaUpsert,
  fillQuotaValues,
} from './consume-fill-quota.ts';
import type { TemplateValue } from './local-matcher/types.ts';

export interface FillTemplate {
  name: string;
  values: TemplateValue[];
  aiInstructions: string;
  aiSettings: AiSettings;
  /** The owner's credit balance before this fill. */
  balance: number;
}

export interface FillReadOptions {
  /** The users row the request's session lookup already read (saves reading it again). */
  ownerRow?: UserRow | undefined;
  /**
   * Counts the fill against the rate limit (fillQuotaUpsert) in the same statement; `admit` gets
   * the verdict before anything else is decided and throws to refuse the fill (its error wins
   * over the template's 404 or 403).
   */
  quota?: { rule: FillQuotaRule; now: number; admit: (quota: FillQuota) => void } | undefined;
  /** The remembered answers to read beside the template (rememberedLookup); none when null. */
  remembered?: RememberedLookup | null | undefined;
}

export interface FillReads {
  template: FillTemplate;
  /** The remembered answers found, by field key. */
  remembered: Map<string, string>;
}

/** The template's row as the fill's statement reads it (null: not the user's, or missing). */
interface ReadTemplate {
  name: string;
  sections: Section[];
  adHocFields: AdHocField[];
  aiInstructions: string;
  aiSettings: StoredAiSettings;
  locked: boolean;
}

interface ReadRow {
  count?: number | string;
  window_start?: number | string;
  template: ReadTemplate | null;
  components: Array<{ id: string; title: string; fields: ComponentField[] }>;
  remembered: Record<string, string>;
}

const ownerParam = sql.placeholder('owner');
const templateParam = sql.placeholder('templateId');

/**
 * The fill's reads as one prepared statement: the template (with its lock state), the components
 * its sections name (the user's own, unlocked), the remembered answers (none for an empty host)
 * and, when `counted`, first the rate limit's count (a data-modifying CTE: it runs exactly once,
 * whatever else the statement finds). Every value is a placeholder (readValues).
 */
function readStatement(db: Db, counted: boolean): SQL {
  const ofTemplate = and(eq(templates.id, templateParam), eq(templates.ownerUid, ownerParam));
  const template = sql`(select json_build_object(
      'name', ${templates.name}, 'sections', ${templates.sections}, 'adHocFields', ${templates.adHocFields},
      'aiInstructions', ${templates.aiInstructions}, 'aiSettings', ${templates.aiSettings},
      'locked', ${lockStateOf(db, templates, ownerParam, sql.placeholder('templateLimit'))})
    from ${templates} where ${ofTemplate})`;
  const sectionComponentIds = sql`(select jsonb_array_elements(${templates.sections}) ->> 'componentId' from ${templates} where ${ofTemplate})`;
  const parts = sql`(select coalesce(json_agg(json_build_object(
      'id', ${components.id}, 'title', ${components.title}, 'fields', ${components.fields})), '[]'::json)
    from ${components}
    where ${components.ownerUid} = ${ownerParam} and ${components.id} in ${sectionComponentIds}
      and not ${lockStateOf(db, components, ownerParam, sql.placeholder('componentLimit'))})`;
  const remembered = sql`(select coalesce(json_object_agg(${rememberedAnswers.fieldKey}, ${rememberedAnswers.value}), '{}'::json)
    from ${rememberedAnswers}
    where ${rememberedAnswers.ownerUid} = ${ownerParam} and ${rememberedAnswers.site} = ${sql.placeholder('host')}
      and ${rememberedAnswers.fieldKey} = any(${sql.placeholder('keys')}::text[]))`;
  const reads = sql`${template} as template, ${parts} as components, ${remembered} as remembered`;
  if (!counted) return sql`select ${reads}`;
  return sql`with quota as (${fillQuotaUpsert(db, fillQuotaPlaceholders).getSQL()})
    select quota.count, quota.last_request as window_start, ${reads} from quota`;
}

/**
 * The values a fill may use: the fields of the template's sections' components (the user's own,
 * unlocked, in section order), then its ad-hoc fields; 404 for another user's template, 403 with
 * the locked-template text (docs/product.md#limits-plans-and-credits) when the template is locked.
 * Read in one statement (one round trip) with the remembered answers and the rate limit's count.
 */
export async function loadTemplateValues(
  db: Db,
  userId: string,
  templateId: string,
  options: FillReadOptions = {},
): Promise<FillReads> {
  let owner: OwnerPlan;
  try {
    owner = options.ownerRow ? await readOwnerPlan(db, options.ownerRow) : await readOwnerPlanById(db, userId);
  } catch (error) {
    // The rate limit's refusal still comes first.
    if (options.quota) {
      const { rule, now, admit } = options.quota;
      admit(await consumeFillQuota(db, userId, rule, now));
    }
    throw error;
  }
  const quota = options.quota;
  const name = quota ? 'filldeck_fill_reads_counted' : 'filldeck_fill_reads';
  const lookup = options.remembered;
  const [row] = await preparedRaw<ReadRow>(db, name, () => readStatement(db, quota !== undefined)).execute({
    owner: userId,
    templateId,
    templateLimit: Math.max(owner.limits.templates, 0),
    componentLimit: Math.max(owner.limits.components, 0),
    // No host finds nothing: remembered answers are kept by host name.
    host: lookup?.host ?? '',
    keys: lookup?.keys ?? [],
    ...(quota ? fillQuotaValues(userId, quota.rule, quota.now) : {}),
  });
  if (quota) {
    const { rule, now, admit } = quota;
    const counted = row && { count: Number(row.count), windowStart: Number(row.window_start) };
    admit(fillQuotaOf(counted, rule, now));
  }
  const template = row?.template;
  if (!template) throw notFound.template();
  if (template.locked) throw new PlanError('locked', texts.editor.lockedTemplate);
  const byId = new Map(row.components.map((r) => [r.id, r]));
  const values: TemplateValue[] = [];
  for (const section of template.sections) {
    const component = byId.get(section.componentId);
    component?.fields.forEach((field, index) => {
      values.push({
        id: `${component.id}:${index}`,
        label: field.label,
        type: field.type,
        value: field.defaultValue,
        group: component.title,
        ...(field.options ? { options: field.options } : {}),
      });
    });
  }
  for (const field of template.adHocFields) {
    values.push({
      id: field.id,
      label: field.name,
      type: field.type,
      value: field.value,
      group: '',
      ...(field.options ? { options: field.options } : {}),
    });
  }
  return {
    template: {
      name: template.name,
      values,
      aiInstructions: template.aiInstructions,
      aiSettings: readAiSettings(template.aiSettings),
      balance: owner.balance,
    },
    remembered: new Map(Object.entries(row.remembered ?? {})),
  };
}
