// @vitest-environment happy-dom
import { type Project, type Template, texts } from '@filldeck/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SidebarDialogsProvider } from '#features/sidebar/components/sidebar-dialogs-provider.tsx';
import { useSidebarDialogs } from '#features/sidebar/hooks/use-sidebar-dialogs.ts';
import type { SidebarContent } from '#features/sidebar/types.ts';
import { aProject, aTemplate } from '#test/fixtures.ts';
import { mockNetwork, network } from '#test/network.ts';
import { testQueryClient } from '#test/query-wrapper.tsx';
import { useSidebarContent } from './use-sidebar-content.ts';

mockNetwork();

/** What the server holds, and the bodies of the writes it was sent. */
let projects: Project[];
let templates: Template[];
let writes: Array<{ request: string; body: unknown }>;
/** When set, PATCH /api/templates/:id answers with this error. */
let refusal: { status: number; error: string; code: string } | null;

beforeEach(() => {
  projects = [aProject('p1', 'Travel')];
  templates = [aTemplate('t1', { name: 'Visa' })];
  writes = [];
  refusal = null;
  window.localStorage.clear();
  network.use(
    http.get('/api/projects', () => HttpResponse.json({ projects })),
    http.get('/api/templates', () => HttpResponse.json({ templates })),
    http.post('/api/create_project', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      writes.push({ request: 'POST /api/create_project', body });
      projects = [aProject('p2', body.name), ...projects];
      return HttpResponse.json({ projectId: 'p2' });
    }),
    http.post('/api/create_template', async ({ request }) => {
      const body = (await request.json()) as { title: string };
      writes.push({ request: 'POST /api/create_template', body });
      templates = [...templates, aTemplate('t9', { name: body.title })];
      return HttpResponse.json({ templateId: 't9' });
    }),
    http.patch('/api/templates/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Template>;
      writes.push({ request: `PATCH /api/templates/${params.id}`, body });
      if (refusal) return HttpResponse.json({ error: refusal.error, code: refusal.code }, { status: refusal.status });
      templates = templates.map((t) => (t.id === params.id ? { ...t, ...body } : t));
      return HttpResponse.json({ template: templates.find((t) => t.id === params.id) });
    }),
  );
});

afterEach(cleanup);

/** A signed-in page: the sidebar's content and dialogs as the shell composes them, with rows that open them. */
function Page() {
  const content = useSidebarContent('basic', false);
  return (
    <SidebarDialogsProvider content={content}>
      <Rows content={content} />
    </SidebarDialogsProvider>
  );
}

function Rows({ content }: { content: SidebarContent }) {
  const dialogs = useSidebarDialogs();
  const projectName = (id: string | null) => content.projects?.find((p) => p.id === id)?.name ?? 'no project';
  return (
    <main id="main">
      <button type="button" onClick={() => dialogs.open({ kind: 'newProject' })}>
        Add a project
      </button>
      <button type="button" onClick={() => dialogs.open({ kind: 'newTemplate' })}>
        Add a template
      </button>
      <ul aria-label="Templates">
        {content.templates?.map((t) => {
          const item = { type: 'template' as const, id: t.id, name: t.name, projectId: t.projectId, locked: t.locked };
          return (
            <li key={t.id}>
              {t.name} in {projectName(t.projectId)}
              <button type="button" onClick={() => dialogs.open({ kind: 'rename', item })}>
                Rename {t.name}
              </button>
              <button type="button" onClick={() => dialogs.open({ kind: 'move', item })}>
                Move {t.name}
              </button>
            </li>
          );
        })}
      </ul>
      <ul aria-label="Projects">
        {content.projects?.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}

function Editor() {
  return <p>Editing template {useParams().templateId}</p>;
}

async function openPage() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Page /> },
      { path: '/templates/:templateId', element: <Editor /> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByText('Visa in no project');
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the sidebar dialogs', () => {
  it('New Project asks for a name, creates the project and closes', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a project' }));
    const newProject = await dialog(texts.sidebar.newProject);

    fireEvent.click(within(newProject).getByRole('button', { name: 'Create' }));
    expect(await within(newProject).findByText(texts.sidebar.projectNameRequired)).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(newProject).getByLabelText('Project name'), { target: { value: 'Taxes' } });
    fireEvent.click(within(newProject).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([{ request: 'POST /api/create_project', body: { name: 'Taxes' } }]);
    const projectList = screen.getByRole('list', { name: 'Projects' });
    await waitFor(() => expect(within(projectList).getByText('Taxes')).toBeTruthy());
  });

  it('New Template creates the template and opens it in the editor', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a template' }));
    const newTemplate = await dialog(texts.sidebar.newTemplate);
    fireEvent.change(within(newTemplate).getByLabelText('Template name'), { target: { value: 'Lease' } });
    fireEvent.change(within(newTemplate).getByLabelText('AI instructions'), { target: { value: 'Be formal.' } });
    fireEvent.click(within(newTemplate).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Editing template t9')).toBeTruthy();
    expect(writes).toEqual([
      { request: 'POST /api/create_template', body: { title: 'Lease', fields: [], aiInstructions: 'Be formal.' } },
    ]);
  });

  it('Rename starts from the current name, saves the new one and closes', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Visa' }));
    const rename = await dialog(texts.sidebar.rename);
    const field = within(rename).getByLabelText(texts.sidebar.newName) as HTMLInputElement;
    expect(field.value).toBe('Visa');

    fireEvent.change(field, { target: { value: 'Visa 2026' } });
    fireEvent.click(within(rename).getByRole('button', { name: texts.sidebar.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([{ request: 'PATCH /api/templates/t1', body: { name: 'Visa 2026' } }]);
    expect(screen.getByText('Visa 2026 in no project')).toBeTruthy();
    expect(screen.queryByText('Visa in no project')).toBeNull();
  });

  it('Rename with the same name closes without a request', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Visa' }));
    const rename = await dialog(texts.sidebar.rename);
    fireEvent.click(within(rename).getByRole('button', { name: texts.sidebar.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });

  it("a refused rename says 'Oops!' with the server's message and keeps the old name", async () => {
    refusal = { status: 403, error: 'Your subscription does not allow this.', code: 'PLAN_LIMIT' };
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Visa' }));
    const rename = await dialog(texts.sidebar.rename);
    fireEvent.change(within(rename).getByLabelText(texts.sidebar.newName), { target: { value: 'Passport' } });
    fireEvent.click(within(rename).getByRole('button', { name: texts.sidebar.save }));

    const oops = await screen.findByRole('alertdialog', { name: texts.sidebar.oops });
    expect(oops.textContent).toContain('Your subscription does not allow this.');
    expect(oops.textContent).toContain(texts.sidebar.upgradeHint);
    expect(screen.queryByRole('dialog', { name: texts.sidebar.rename })).toBeNull();
    await waitFor(() => expect(screen.getByText('Visa in no project')).toBeTruthy());
    expect(screen.queryByText(/Passport/)).toBeNull();

    fireEvent.click(within(oops).getByRole('button', { name: texts.sidebar.close }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Move to Project moves the template and expands the project it went to', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Move Visa' }));
    const move = await dialog(texts.sidebar.moveToProject);
    const select = within(move).getByLabelText(texts.sidebar.selectProject) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'p1' } });
    fireEvent.click(within(move).getByRole('button', { name: texts.sidebar.move }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([{ request: 'PATCH /api/templates/t1', body: { projectId: 'p1' } }]);
    expect(screen.getByText('Visa in Travel')).toBeTruthy();
    expect(window.localStorage.getItem('filldeck:sidebar-expanded-projects')).toBe('["p1"]');
  });
});
