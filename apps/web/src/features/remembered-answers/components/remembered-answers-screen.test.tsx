// @vitest-environment happy-dom
import { type RememberedAnswers, texts } from '@filldeck/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockNetwork, network } from '#test/network.ts';
import { testQueryClient } from '#test/query-wrapper.tsx';
import { RememberedAnswersScreen } from './remembered-answers-screen.tsx';

mockNetwork();

const AT = '2026-01-01T09:00:00.000Z';
let held: RememberedAnswers;
let writes: Array<{ request: string; body?: unknown }>;

beforeEach(() => {
  held = {
    sites: [
      {
        site: 'jobs.example',
        answers: [
          {
            id: 'a1',
            field: { label: 'Willing to relocate?', name: 'relocate', kind: 'select', options: ['Yes', 'No'] },
            value: 'Yes',
            updatedAt: AT,
          },
          { id: 'a2', field: { label: '', name: 'salary', kind: 'text', options: [] }, value: '70k', updatedAt: AT },
        ],
      },
      {
        site: 'shop.example',
        answers: [
          {
            id: 'a3',
            field: { label: 'Gift note', name: '', kind: 'textarea', options: [] },
            value: 'Hi',
            updatedAt: AT,
          },
        ],
      },
    ],
  };
  writes = [];
  network.use(
    http.get('/api/remembered-answers', () => HttpResponse.json(held)),
    http.patch('/api/remembered-answers/:id', async ({ params, request }) => {
      const body = (await request.json()) as { value: string };
      writes.push({ request: `PATCH ${params.id}`, body });
      const site = held.sites.find((s) => s.answers.some((a) => a.id === params.id));
      const answer = site?.answers.find((a) => a.id === params.id);
      if (!site || !answer) return HttpResponse.json({ error: 'Remembered answer not found.' }, { status: 404 });
      answer.value = body.value;
      return HttpResponse.json({ answer: { ...answer, site: site.site } });
    }),
    http.delete('/api/remembered-answers/:id', ({ params }) => {
      writes.push({ request: `DELETE ${params.id}` });
      held = {
        sites: held.sites
          .map((s) => ({ ...s, answers: s.answers.filter((a) => a.id !== params.id) }))
          .filter((s) => s.answers.length > 0),
      };
      return HttpResponse.json({ success: true });
    }),
    http.delete('/api/remembered-answers', ({ request }) => {
      const site = new URL(request.url).searchParams.get('site');
      writes.push({ request: `DELETE site=${site}` });
      const forgotten = held.sites.find((s) => s.site === site)?.answers.length ?? 0;
      held = { sites: held.sites.filter((s) => s.site !== site) };
      return HttpResponse.json({ forgotten });
    }),
  );
});

afterEach(cleanup);

async function openPage() {
  const router = createMemoryRouter([{ path: '/remembered-answers', element: <RememberedAnswersScreen /> }], {
    initialEntries: ['/remembered-answers'],
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'jobs.example', level: 2 });
}

const site = (name: string) => screen.getByRole('region', { name });

describe('the Remembered answers page', () => {
  it('shows each site with its number of answers, and each answer with its field, choices and value', async () => {
    await openPage();
    const jobs = site('jobs.example');
    expect(within(jobs).getByText('2 answers')).toBeTruthy();
    expect(within(jobs).getByText('Willing to relocate?')).toBeTruthy();
    expect(within(jobs).getByText('Options: Yes, No')).toBeTruthy();
    // A field without a label is shown by its name.
    expect(within(jobs).getByText('salary')).toBeTruthy();
    expect(within(site('shop.example')).getByText('1 answer')).toBeTruthy();
  });

  it('edits a value in a dialog: Save sends it and says so, Escape closes without a request', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the answer to "salary"' }));
    let dialog = await screen.findByRole('dialog', { name: texts.rememberedAnswers.editTitle });
    fireEvent.keyDown(within(dialog).getByLabelText(texts.rememberedAnswers.valueLabel), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit the answer to "Willing to relocate?"' }));
    dialog = await screen.findByRole('dialog', { name: texts.rememberedAnswers.editTitle });
    expect(dialog.textContent).toContain('What FillDeck fills into "Willing to relocate?" on jobs.example.');
    const box = within(dialog).getByLabelText(texts.rememberedAnswers.valueLabel) as HTMLInputElement;
    expect(box.value).toBe('Yes');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Options: Yes, No');

    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.rememberedAnswers.save }));
    expect(await within(dialog).findByText(texts.rememberedAnswers.valueRequired)).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(box, { target: { value: 'No' } });
    fireEvent.click(within(dialog).getByRole('button', { name: texts.rememberedAnswers.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([{ request: 'PATCH a1', body: { value: 'No' } }]);
    expect(screen.getByRole('status').textContent).toBe('Saved the answer to "Willing to relocate?".');
    expect(within(site('jobs.example')).getByText('No')).toBeTruthy();
  });

  it('forgets one answer, then a site after asking, and ends with the empty state', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Forget the answer to "Gift note"' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'shop.example' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Forgot the answer to "Gift note".');

    fireEvent.click(screen.getByRole('button', { name: 'Forget site jobs.example' }));
    const confirm = await screen.findByRole('alertdialog', { name: texts.rememberedAnswers.forgetSiteTitle });
    expect(confirm.textContent).toContain(texts.rememberedAnswers.confirmForgetSite('jobs.example', 2));
    fireEvent.click(within(confirm).getByRole('button', { name: texts.rememberedAnswers.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes).toEqual([{ request: 'DELETE a3' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Forget site jobs.example' }));
    const again = await screen.findByRole('alertdialog', { name: texts.rememberedAnswers.forgetSiteTitle });
    fireEvent.click(within(again).getByRole('button', { name: texts.rememberedAnswers.forgetSite }));
    expect(await screen.findByText(texts.rememberedAnswers.emptyTitle)).toBeTruthy();
    expect(screen.getByText(texts.rememberedAnswers.empty)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Forgot every answer for jobs.example.');
    expect(writes).toEqual([{ request: 'DELETE a3' }, { request: 'DELETE site=jobs.example' }]);
  });
});
