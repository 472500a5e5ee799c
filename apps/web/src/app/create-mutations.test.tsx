// @vitest-environment happy-dom
import { PREBUILT_TEMPLATES, type TemplateExport } from '@filldeck/shared';
import { renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useCreateComponent } from '#features/components/api/create-component.ts';
import { useCreatePrebuiltTemplate } from '#features/prebuilt/api/create-prebuilt-template.ts';
import { useCreateProject } from '#features/projects/api/create-project.ts';
import { useImportTemplate } from '#features/template-editor/api/import-template.ts';
import { useCreateTemplate } from '#features/templates/api/create-template.ts';
import { useDuplicateTemplate } from '#features/templates/api/duplicate-template.ts';
import { mockNetwork, network } from '#test/network.ts';
import { testQueryClient, withQueryClient } from '#test/query-wrapper.tsx';

mockNetwork();

const prebuilt = PREBUILT_TEMPLATES[0];
if (!prebuilt) throw new Error('no prebuilt template');

type CreateCase = [
  name: string,
  useHook: () => { mutateAsync: unknown },
  input: unknown,
  path: string,
  answer: Record<string, string>,
];

/** Each create hook, what the user's action passes it, where it posts and what the server answers. */
const CREATES: CreateCase[] = [
  ['useCreateProject', () => useCreateProject(), 'Taxes', '/api/create_project', { projectId: 'p1' }],
  [
    'useCreateTemplate',
    () => useCreateTemplate(),
    { title: 'CV', fields: [] },
    '/api/create_template',
    { templateId: 't1' },
  ],
  [
    'useCreateComponent',
    () => useCreateComponent(),
    { title: 'Contact', fields: [] },
    '/api/create_component',
    { componentId: 'c1' },
  ],
  [
    'useCreatePrebuiltTemplate',
    () => useCreatePrebuiltTemplate(),
    { definition: prebuilt, name: 'Jobs' },
    '/api/create_prebuilt_template',
    { templateId: 't1' },
  ],
  ['useImportTemplate', () => useImportTemplate(), {} as TemplateExport, '/api/templates/import', { templateId: 't1' }],
  ['useDuplicateTemplate', () => useDuplicateTemplate(), 't0', '/api/templates/t0/duplicate', { templateId: 't1' }],
];

describe('create mutations', () => {
  it.each(CREATES)(
    '%s sends an Idempotency-Key and, after a 502, the same key again, resolving with the answer',
    async (_name, useHook, input, path, answer) => {
      const keys: (string | null)[] = [];
      network.use(
        http.post(path, ({ request }) => {
          keys.push(request.headers.get('idempotency-key'));
          if (keys.length === 1) return HttpResponse.json({ error: 'Bad gateway' }, { status: 502 });
          return HttpResponse.json(answer, { status: 201 });
        }),
      );
      const { result } = renderHook(useHook, { wrapper: withQueryClient(testQueryClient()) });
      const mutateAsync = result.current.mutateAsync as (variables: unknown) => Promise<unknown>;
      await expect(mutateAsync(input)).resolves.toBe(Object.values(answer)[0]);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    },
  );
});
