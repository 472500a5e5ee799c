import { randomUUID } from 'node:crypto';
import { REMEMBERED_LIMITS, texts } from '@filldeck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../../../test/content-client.ts';
import { asExtension, connectExtension, EXTENSION_ORIGIN } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { baseUrl, dataMessage, type EventStream, openEvents } from '../../../test/sse-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { rememberedAnswers } from '../../db/schema.ts';
import { rememberedFieldKey } from './field-key.ts';
import { rememberAnswer } from './remember-answer.ts';
import { rememberedFor } from './remembered-for.ts';

const relocate = { label: 'Willing to relocate?', name: 'relocate', kind: 'select', options: ['Yes', 'No'] };
const why = { label: 'Why do you want to work here?', name: 'why', kind: 'textarea', options: [] };
const salary = { label: 'Expected salary', name: 'salary', kind: 'text', options: [] };

type Listed = { site: string; answers: { id: string; field: { label: string }; value: string }[] };
const list = async (api: Client): Promise<Listed[]> => (await api.get('/api/remembered-answers')).json().sites;
const summary = (sites: Listed[]) =>
  sites.map(({ site, answers }) => [site, answers.map((a) => `${a.field.label}=${a.value}`)]);

describe.each(DB_KINDS)('remembered answers on %s', (kind) => {
  const t = useTestApp(kind, { eventsKeepAliveMs: 100 });
  const streams: EventStream[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  it('remembers an answer per site and field, and the same field again updates it (case and choice order aside)', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, ada.cookie);
    const first = await api.post('/api/remembered-answers', {
      site: 'https://www.Jobs.example/apply?ref=1',
      field: relocate,
      value: 'Yes',
    });
    expect(first.statusCode).toBe(200);
    const { answer } = first.json();
    expect(answer).toEqual({
      id: expect.any(String),
      site: 'jobs.example',
      field: relocate,
      value: 'Yes',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const again = await api.post('/api/remembered-answers', {
      site: 'jobs.example',
      field: { label: '  WILLING to relocate? ', name: 'Relocate', kind: 'select', options: ['no', 'yes', ' '] },
      value: 'No',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().answer).toMatchObject({ id: answer.id, value: 'No' });
    expect(again.json().answer.updatedAt >= answer.updatedAt).toBe(true);
    // The description is kept as the page showed it last.
    expect(again.json().answer.field).toEqual({
      label: 'WILLING to relocate?',
      name: 'Relocate',
      kind: 'select',
      options: ['no', 'yes'],
    });
    expect(summary(await list(api))).toEqual([['jobs.example', ['WILLING to relocate?=No']]]);
  });

  it('lists answers by site, the site changed last first, and a site’s answers by label', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute));
    const db = t.database.db;
    await rememberAnswer(db, ada.userId, { site: 'jobs.example', field: why, value: 'Mission' }, at(1));
    await rememberAnswer(db, ada.userId, { site: 'shop.example', field: salary, value: '60k' }, at(2));
    await rememberAnswer(db, ada.userId, { site: 'jobs.example', field: salary, value: '70k' }, at(3));
    await rememberAnswer(db, ada.userId, { site: 'jobs.example', field: relocate, value: 'Yes' }, at(0));
    await rememberAnswer(db, ada.userId, { site: 'apply.example', field: why, value: 'Growth' }, at(2));
    const sites = await list(client(t.app, ada.cookie));
    expect(summary(sites)).toEqual([
      ['jobs.example', ['Expected salary=70k', 'Why do you want to work here?=Mission', 'Willing to relocate?=Yes']],
      ['apply.example', ['Why do you want to work here?=Growth']],
      ['shop.example', ['Expected salary=60k']],
    ]);
    // Another user sees none of them.
    const grace = await fastUser(t.app, 'grace@example.com');
    expect(await list(client(t.app, grace.cookie))).toEqual([]);
  });

  it('edits a value, forgets an answer and forgets a site; another user’s or an unknown id is 404 and changes nothing', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const api = client(t.app, ada.cookie);
    const other = client(t.app, grace.cookie);
    const remember = async (site: string, field: object, value: string) =>
      (await api.post('/api/remembered-answers', { site, field, value })).json().answer.id as string;
    const relocateId = await remember('jobs.example', relocate, 'Yes');
    const whyId = await remember('jobs.example', why, 'Mission');
    await remember('shop.example', salary, '60k');

    for (const id of [relocateId, randomUUID()]) {
      const edit = await other.patch(`/api/remembered-answers/${id}`, { value: 'Hijacked' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ error: texts.rememberedAnswers.notFound, code: 'NOT_FOUND' });
      const forget = await other.del(`/api/remembered-answers/${id}`);
      expect(forget.statusCode).toBe(404);
      expect(forget.json()).toEqual({ error: texts.rememberedAnswers.notFound, code: 'NOT_FOUND' });
    }
    const notTheirs = await other.del('/api/remembered-answers?site=jobs.example');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({
      error: texts.rememberedAnswers.siteNotFound('jobs.example'),
      code: 'NOT_FOUND',
    });
    expect((await other.patch('/api/remembered-answers/a.b', { value: 'x' })).statusCode).toBe(404);
    expect(summary(await list(api))).toEqual([
      ['shop.example', ['Expected salary=60k']],
      ['jobs.example', ['Why do you want to work here?=Mission', 'Willing to relocate?=Yes']],
    ]);

    const edited = await api.patch(`/api/remembered-answers/${whyId}`, { value: 'Your mission\nand team.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().answer).toMatchObject({ id: whyId, site: 'jobs.example', value: 'Your mission\nand team.' });

    const forgotten = await api.del(`/api/remembered-answers/${relocateId}`);
    expect(forgotten.json()).toEqual({ success: true });
    expect((await api.del(`/api/remembered-answers/${relocateId}`)).statusCode).toBe(404);
    expect(summary(await list(api))).toEqual([
      ['jobs.example', ['Why do you want to work here?=Your mission\nand team.']],
      ['shop.example', ['Expected salary=60k']],
    ]);

    const site = await api.del('/api/remembered-answers?site=https%3A%2F%2Fwww.shop.example%2Fcart');
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual({ forgotten: 1 });
    expect(summary(await list(api))).toEqual([
      ['jobs.example', ['Why do you want to work here?=Your mission\nand team.']],
    ]);
    expect((await api.del('/api/remembered-answers?site=shop.example')).statusCode).toBe(404);
  });

  it('takes the extension’s bearer token to remember, and announces the change to the dashboard', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const token = await connectExtension(t.app, ada.cookie);
    const tab = await openEvents(baseUrl(t.app), ada.cookie);
    streams.push(tab);
    await tab.waitFor((b) => b === ': connected');

    const remembered = await asExtension(t.app, token, 'POST', '/api/remembered-answers', {
      site: 'https://jobs.example/apply',
      field: salary,
      value: '70k',
    });
    expect(remembered.statusCode).toBe(200);
    const { id } = remembered.json().answer;
    await tab.waitFor(dataMessage('remembered-answers', id));
    expect(summary(await list(client(t.app, ada.cookie)))).toEqual([['jobs.example', ['Expected salary=70k']]]);

    // Only remembering takes the token: reading, editing and forgetting are the dashboard's.
    const asBearer = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, origin: EXTENSION_ORIGIN } });
    for (const refused of [
      await asBearer('GET', '/api/remembered-answers'),
      await asBearer('PATCH', `/api/remembered-answers/${id}`, { value: 'x' }),
      await asBearer('DELETE', `/api/remembered-answers/${id}`),
      await asBearer('DELETE', '/api/remembered-answers?site=jobs.example'),
    ]) {
      expect(refused.statusCode).toBe(401);
    }
    const badToken = await t.app.inject({
      method: 'POST',
      url: '/api/remembered-answers',
      payload: { site: 'jobs.example', field: salary, value: '1' },
      headers: { authorization: 'Bearer fdx_nope', origin: EXTENSION_ORIGIN, cookie: ada.cookie },
    });
    expect(badToken.statusCode).toBe(401);

    // Edits and forgets from another tab are announced too.
    await client(t.app, ada.cookie).patch(`/api/remembered-answers/${id}`, { value: '75k' });
    await client(t.app, ada.cookie).del('/api/remembered-answers?site=jobs.example');
    await tab.waitFor(dataMessage('remembered-answers', null));
    expect(tab.blocks.filter((b) => b.startsWith('data:'))).toEqual([
      `data: {"type":"remembered-answers","id":"${id}"}`,
      `data: {"type":"remembered-answers","id":"${id}"}`,
      'data: {"type":"remembered-answers","id":null}',
    ]);
  });

  it('answers 401 signed out and 400 for a bad body or site, writing nothing', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/remembered-answers')).statusCode).toBe(401);
    expect((await anonymous.post('/api/remembered-answers', {})).statusCode).toBe(401);
    expect((await anonymous.del('/api/remembered-answers?site=jobs.example')).statusCode).toBe(401);

    const ada = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, ada.cookie);
    const good = { site: 'jobs.example', field: salary, value: '70k' };
    const cases: Array<[object, RegExp]> = [
      [{}, /^Invalid request body: site: /],
      [{ ...good, site: 'jobs.example/apply' }, /site: not a host name/],
      [{ ...good, site: 'ftp://jobs.example' }, /site: not a host name/],
      [{ ...good, site: 'x'.repeat(2049) }, /site: /],
      [{ ...good, value: '   ' }, new RegExp(`value: ${texts.rememberedAnswers.valueRequired}`)],
      [{ ...good, value: 'x'.repeat(REMEMBERED_LIMITS.value + 1) }, /value: /],
      [{ ...good, value: 42 }, /value: /],
      [{ ...good, field: { ...salary, label: '', name: '' } }, /field\.label: A field needs a label or a name\./],
      [{ ...good, field: { ...salary, label: 'x'.repeat(201) } }, /field\.label: /],
      [{ ...good, field: { ...salary, name: 'x'.repeat(201) } }, /field\.name: /],
      [{ ...good, field: { ...salary, kind: 'password' } }, /field\.kind: /],
      [{ ...good, field: { ...salary, options: Array.from({ length: 101 }, (_, i) => `o${i}`) } }, /field\.options: /],
      [{ ...good, field: { ...salary, options: ['x'.repeat(201)] } }, /field\.options\.0: /],
    ];
    for (const [body, error] of cases) {
      const answer = await api.post('/api/remembered-answers', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json().code).toBe('BAD_REQUEST');
      expect(answer.json().error).toMatch(error);
    }
    const { id } = (await api.post('/api/remembered-answers', good)).json().answer;
    expect((await api.patch(`/api/remembered-answers/${id}`, { value: '' })).statusCode).toBe(400);
    expect((await api.patch(`/api/remembered-answers/${id}`, {})).statusCode).toBe(400);
    const noSite = await api.del('/api/remembered-answers');
    expect(noSite.statusCode).toBe(400);
    const badSite = await api.del('/api/remembered-answers?site=not%20a%20host');
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().error).toMatch(/^Invalid query: site not a host name/);
    expect(summary(await list(api))).toEqual([['jobs.example', ['Expected salary=70k']]]);
  });

  it('keeps at most 2 000 answers per user: a new one beyond is refused, a known one is still updated', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const rows = Array.from({ length: REMEMBERED_LIMITS.perUser - 1 }, (_, i) => {
      const field = { label: `Question ${i}`, name: '', kind: 'text', options: [] };
      return {
        id: randomUUID(),
        ownerUid: ada.userId,
        site: `site${i % 7}.example`,
        fieldKey: rememberedFieldKey(field),
        field,
        value: `answer ${i}`,
      };
    });
    await t.database.db.insert(rememberedAnswers).values(rows);
    const api = client(t.app, ada.cookie);
    const last = await api.post('/api/remembered-answers', { site: 'jobs.example', field: salary, value: '70k' });
    expect(last.statusCode).toBe(200);

    const over = await api.post('/api/remembered-answers', { site: 'jobs.example', field: why, value: 'Mission' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: texts.rememberedAnswers.full(2000), code: 'LIMIT_REACHED' });
    expect(over.json().error).toContain('2,000');
    const known = await api.post('/api/remembered-answers', { site: 'jobs.example', field: salary, value: '80k' });
    expect(known.statusCode).toBe(200);
    expect(known.json().answer.value).toBe('80k');
    // Another user's answers do not count against Ada's limit, nor hers against theirs.
    const other = await client(t.app, grace.cookie).post('/api/remembered-answers', {
      site: 'jobs.example',
      field: why,
      value: 'Mission',
    });
    expect(other.statusCode).toBe(200);
    const total = (await list(api)).reduce((n, site) => n + site.answers.length, 0);
    expect(total).toBe(REMEMBERED_LIMITS.perUser);
  });

  it('gives the fill the user’s answers for the site’s fields, by field key', async () => {
    const ada = await fastUser(t.app, 'ada@example.com');
    const grace = await fastUser(t.app, 'grace@example.com');
    const db = t.database.db;
    await rememberAnswer(db, ada.userId, { site: 'jobs.example', field: relocate, value: 'Yes' });
    await rememberAnswer(db, ada.userId, { site: 'jobs.example', field: why, value: 'Mission' });
    await rememberAnswer(db, ada.userId, { site: 'shop.example', field: salary, value: '60k' });
    await rememberAnswer(db, grace.userId, { site: 'jobs.example', field: salary, value: '90k' });

    // The page on the next visit: other letter case, choices reordered.
    const onPage = { label: 'willing to RELOCATE?', name: 'relocate', kind: 'select', options: ['No', 'Yes'] };
    const found = await rememberedFor(db, ada.userId, 'https://www.jobs.example/apply/2', [onPage, salary, why]);
    expect(found).toEqual(
      new Map([
        [rememberedFieldKey(onPage), 'Yes'],
        [rememberedFieldKey(why), 'Mission'],
      ]),
    );
    expect(await rememberedFor(db, ada.userId, 'jobs.example', [])).toEqual(new Map());
    expect(await rememberedFor(db, ada.userId, 'not a site', [why])).toEqual(new Map());
    expect(await rememberedFor(db, ada.userId, 'other.example', [why])).toEqual(new Map());
  });
});
