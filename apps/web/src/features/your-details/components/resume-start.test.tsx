// @vitest-environment happy-dom
import { texts } from '@filldeck/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockNetwork, network } from '#test/network.ts';
import { testQueryClient } from '#test/query-wrapper.tsx';
import { ResumeStart } from './resume-start.tsx';

// The résumé's reading in the browser (pdf.js) is tested in packages/resume; here, what it found.
vi.mock('../utils/read-resume.ts', () => ({
  readResume: async () => ({
    details: { fullName: 'Maya Chen', email: 'maya@example.com', links: [], skills: [] },
    text: 'MAYA CHEN\nData Engineer at Brightwave\nmaya@example.com',
  }),
}));

mockNetwork();
afterEach(cleanup);

const t = texts.resumeStart;

describe('Start from your résumé', () => {
  it('asks the server’s model for the rest when there is one, then uses what is ticked and keeps the file', async () => {
    const asked: unknown[] = [];
    network.use(
      http.post('/api/resume/structure', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          details: { jobTitle: 'Data Engineer', email: 'maya@example.com' },
          credits: 2,
          balance: 498,
        });
      }),
      http.post('/api/files', () =>
        HttpResponse.json(
          {
            file: {
              id: 'file_1',
              name: 'cv.pdf',
              type: 'application/pdf',
              size: 9,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          },
          { status: 201 },
        ),
      ),
    );
    const onUse = vi.fn();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ResumeStart isModelAvailable current={{ firstName: '' }} onUse={onUse} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(t.choose), {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('checkbox', { name: 'First name: Maya' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.askModel }));
    expect(await screen.findByText(t.modelRead(1, 2))).toBeTruthy();
    expect(asked).toEqual([{ text: 'MAYA CHEN\nData Engineer at Brightwave\nmaya@example.com' }]);
    // Only what the parser had not found is added.
    expect(screen.getByRole('checkbox', { name: 'Current job title: Data Engineer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.askModel })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t.use }));
    await waitFor(() => expect(onUse).toHaveBeenCalled());
    expect(onUse.mock.calls[0]?.[0]).toEqual({
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@example.com',
      jobTitle: 'Data Engineer',
      resume: 'file_1',
    });
  });

  it('offers no model on a server without one', async () => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ResumeStart isModelAvailable={false} current={{}} onUse={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(t.choose), {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('checkbox', { name: 'First name: Maya' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.askModel })).toBeNull();
  });
});
