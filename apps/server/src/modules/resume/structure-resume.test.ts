import { texts } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { useStandInModel } from '../../../test/autofill-fixtures.ts';
import { client } from '../../../test/content-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';

const TEXT = 'MAYA CHEN\nSenior Data Engineer at Brightwave Analytics\nSan Francisco, CA\nmaya@example.com';

describe.each(DB_KINDS)('Start from your résumé with the model, on %s', (kind) => {
  const t = useTestApp(kind);
  const standIn = useStandInModel(t);

  it('reads the details the model answers with, charges its tokens as a fill, and lists it as Résumé', async () => {
    const ada = await fastUser(standIn.app, 'ada@example.com', 'basic');
    standIn.model.reply({
      content: JSON.stringify({
        firstName: 'Maya',
        lastName: 'Chen',
        jobTitle: 'Senior Data Engineer',
        salary: '9000',
        city: 42,
      }),
      usage: { prompt_tokens: 800, completion_tokens: 100 },
    });
    const answer = await client(standIn.app, ada.cookie).post('/api/resume/structure', { text: TEXT });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    // Only Your details' keys with text are kept.
    expect(body.details).toEqual({ firstName: 'Maya', lastName: 'Chen', jobTitle: 'Senior Data Engineer' });
    expect(body.credits).toBeGreaterThan(0);
    expect(body.balance).toBe(500 - body.credits);
    // The model saw the résumé's text as the user message.
    expect(standIn.model.requests[0]?.body.messages[1]?.content).toBe(TEXT);
    const history = (await client(standIn.app, ada.cookie).get('/api/usage')).json();
    expect(history.items[0]).toMatchObject({ template_name: 'Résumé', filled_fields: 3, balance_used: body.credits });
  });

  it('keeps skills, education and work history as longer text, and a short detail short', async () => {
    const ada = await fastUser(standIn.app, 'ada@example.com', 'basic');
    const history = `Senior Data Engineer, Brightwave Analytics (2021–now)\n${'• Built the ingestion pipeline. '.repeat(40)}`;
    standIn.model.reply({
      content: JSON.stringify({
        skills: 'Go, Python, Kafka',
        education: 'B.S. Computer Science, UC Davis',
        workHistory: history,
        employer: 'B'.repeat(700),
      }),
      usage: { prompt_tokens: 900, completion_tokens: 400 },
    });
    const answer = await client(standIn.app, ada.cookie).post('/api/resume/structure', { text: TEXT });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().details).toEqual({
      skills: 'Go, Python, Kafka',
      education: 'B.S. Computer Science, UC Davis',
      workHistory: history.trim(),
      employer: 'B'.repeat(500),
    });
  });

  it('says so on a server without a model, and refuses an empty text', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const answer = await client(t.app, ada.cookie).post('/api/resume/structure', { text: TEXT });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: texts.ai.notSetUp, code: 'NOT_CONFIGURED' });
    expect((await client(t.app, ada.cookie).post('/api/resume/structure', { text: ' ' })).statusCode).toBe(400);
  });
});
