// @vitest-environment happy-dom
import type { Template } from '@filldeck/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aTemplate } from '#test/fixtures.ts';
import { gate, mockNetwork, network, requestCount } from '#test/network.ts';
import { testQueryClient, withQueryClient } from '#test/query-wrapper.tsx';
import { useTemplates } from './list-templates.ts';
import { usePatchTemplate } from './patch-template.ts';

mockNetwork();

/** The server's templates; GET /api/templates lists them, an accepted PATCH changes them. */
function serveTemplates(templates: Template[], answer: 'accept' | 'refuse') {
  const held = gate();
  const bodies: unknown[] = [];
  network.use(
    http.get('/api/templates', () => HttpResponse.json({ templates })),
    http.patch('/api/templates/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Template>;
      bodies.push(body);
      await held.opened;
      if (answer === 'refuse') return HttpResponse.json({ error: 'That name is taken.' }, { status: 409 });
      const index = templates.findIndex((t) => t.id === params.id);
      const changed = { ...(templates[index] as Template), ...body };
      templates.splice(index, 1, changed);
      return HttpResponse.json({ template: changed });
    }),
  );
  return { release: held.open, bodies };
}

function renderListAndPatch() {
  const wrapper = withQueryClient(testQueryClient());
  return renderHook(() => ({ list: useTemplates(), patch: usePatchTemplate() }), { wrapper });
}

const names = (list: Template[] | undefined) => list?.map((t) => `${t.name} in ${t.projectId ?? 'no project'}`);

describe('patching a template (rename, move)', () => {
  it('shows a rename in the list at once, sends only the name, and refetches the list after', async () => {
    const server = serveTemplates([aTemplate('t1', { name: 'Visa' }), aTemplate('t2', { name: 'Taxes' })], 'accept');
    const { result } = renderListAndPatch();
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));

    let saved: Promise<Template> | undefined;
    act(() => {
      saved = result.current.patch.mutateAsync({ templateId: 't1', body: { name: 'Visa 2026' } });
    });
    // The server has not answered yet: the list already says the new name.
    await waitFor(() =>
      expect(names(result.current.list.data)).toEqual(['Visa 2026 in no project', 'Taxes in no project']),
    );
    expect(server.bodies).toEqual([{ name: 'Visa 2026' }]);
    expect(requestCount('GET /api/templates')).toBe(1);

    server.release();
    await expect(saved).resolves.toMatchObject({ id: 't1', name: 'Visa 2026' });
    expect(requestCount('GET /api/templates')).toBe(2);
    expect(names(result.current.list.data)).toEqual(['Visa 2026 in no project', 'Taxes in no project']);
  });

  it('moves at once, leaving the name as it is', async () => {
    const server = serveTemplates([aTemplate('t1', { name: 'Visa' })], 'accept');
    const { result } = renderListAndPatch();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));

    act(() => void result.current.patch.mutate({ templateId: 't1', body: { projectId: 'p1' } }));
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Visa in p1']));
    expect(server.bodies).toEqual([{ projectId: 'p1' }]);
    server.release();
    await waitFor(() => expect(result.current.patch.isSuccess).toBe(true));
    expect(names(result.current.list.data)).toEqual(['Visa in p1']);
  });

  it('puts the list back when the server refuses, and rejects with its message', async () => {
    const server = serveTemplates([aTemplate('t1', { name: 'Visa', projectId: 'p1' })], 'refuse');
    const { result } = renderListAndPatch();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));

    let saved: Promise<Template> | undefined;
    act(() => {
      saved = result.current.patch.mutateAsync({ templateId: 't1', body: { name: 'Taxes', projectId: null } });
    });
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Taxes in no project']));

    server.release();
    await expect(saved).rejects.toThrow('That name is taken.');
    await waitFor(() => expect(names(result.current.list.data)).toEqual(['Visa in p1']));
    expect(requestCount('GET /api/templates')).toBe(2);
  });
});
