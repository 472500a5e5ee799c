import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/content-client.ts';
import { connectExtension, EXTENSION_ORIGIN } from '../../../test/extension-client.ts';
import { fastUser } from '../../../test/fast-user.ts';
import { baseUrl, dataMessage, type EventStream, openEvents } from '../../../test/sse-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-database.ts';
import { users } from '../../db/schema.ts';

describe.each(DB_KINDS)('live updates (GET /api/events) on %s', (kind) => {
  const t = useTestApp(kind, { eventsKeepAliveMs: 100 });
  /** A second server instance on the same database, as behind a load balancer. */
  let other: FastifyInstance;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    other = await t.buildInstance();
    await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  async function open(app: FastifyInstance, cookie: string) {
    const stream = await openEvents(baseUrl(app), cookie);
    streams.push(stream);
    await stream.waitFor((b) => b === ': connected');
    return stream;
  }

  it('streams with the SSE headers and sends a keep-alive comment', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const stream = await open(t.app, cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    await stream.waitFor((b) => b === ': keep-alive');
    stream.close();
  });

  it('delivers a write to a second client of the same user, and not to another user', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const grace = await fastUser(t.app, 'grace@example.com', 'basic');
    const adaTab = await open(t.app, ada.cookie);
    const graceTab = await open(t.app, grace.cookie);
    const created = await client(t.app, ada.cookie).post('/api/create_project', { name: 'Live' });
    const projectId = created.json().projectId;
    await adaTab.waitFor(dataMessage('projects', projectId));
    const templateId = (await client(t.app, grace.cookie).post('/api/create_template', { title: 'G' })).json()
      .templateId;
    await graceTab.waitFor(dataMessage('templates', templateId));
    expect(graceTab.blocks.filter((b) => b.startsWith('data:'))).toEqual([
      `data: {"type":"templates","id":"${templateId}"}`,
    ]);
    expect(adaTab.blocks.some((b) => b.includes(templateId))).toBe(false);
  });

  it('streams to the extension with its bearer token (the popup follows the balance), never by cookie then', async () => {
    const ada = await fastUser(t.app, 'ada@example.com', 'basic');
    const token = await connectExtension(t.app, ada.cookie);
    const popup = await openEvents(baseUrl(t.app), { authorization: `Bearer ${token}`, origin: EXTENSION_ORIGIN });
    streams.push(popup);
    expect(popup.response.status).toBe(200);
    await popup.waitFor((b) => b === ': connected');
    await client(t.app, ada.cookie).post('/api/create_project', { name: 'Seen by the popup' });
    await popup.waitFor((b) => b.startsWith('data: {"type":"projects"'));
    // A token that is not one, even beside a good cookie: 401.
    const refused = await fetch(`${baseUrl(t.app)}/api/events`, {
      headers: { authorization: 'Bearer fdx_nope', cookie: ada.cookie, origin: EXTENSION_ORIGIN },
    });
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
  });

  it('announces templates and components with a plan change, whose locks they carry', async () => {
    const { userId, cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const tab = await open(t.app, cookie);
    // A cancelled plan whose period is over: the next request returns it to free.
    await t.database.db
      .update(users)
      .set({ status: 'pending_cancellation', nextBillingTime: new Date(Date.now() - 60_000) })
      .where(eq(users.id, userId));
    expect((await client(t.app, cookie).get('/api/me')).json().plan).toBe('free');
    await tab.waitFor(dataMessage('user', userId));
    await tab.waitFor(dataMessage('templates', null));
    await tab.waitFor(dataMessage('components', null));
  });

  it('publishes templates, components and project events for each kind of write', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const api = client(t.app, cookie);
    const tab = await open(t.app, cookie);
    const componentId = (await api.post('/api/create_component', { title: 'C', fields: [] })).json().componentId;
    await tab.waitFor(dataMessage('components', componentId));
    const templateId = (await api.post('/api/create_template', { title: 'T' })).json().templateId;
    await api.patch(`/api/templates/${templateId}`, { name: 'renamed' });
    await api.del(`/api/delete_component/${componentId}/`);
    await api.del(`/api/delete_template/${templateId}/`);
    const dataBlocks = () => tab.blocks.filter((b) => b.startsWith('data:'));
    await tab.waitFor(() => dataBlocks().length >= 5);
    expect(dataBlocks()).toEqual([
      `data: {"type":"components","id":"${componentId}"}`,
      `data: {"type":"templates","id":"${templateId}"}`,
      `data: {"type":"templates","id":"${templateId}"}`,
      `data: {"type":"components","id":"${componentId}"}`,
      `data: {"type":"templates","id":"${templateId}"}`,
    ]);
  });

  it('announces nothing for a refused write (the NOTIFY rolls back with it)', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const api = client(t.app, cookie);
    const tab = await open(t.app, cookie);
    expect((await api.post('/api/create_project', { name: 'over the free limit' })).statusCode).toBe(403);
    const templateId = (await api.post('/api/create_template', { title: 'T' })).json().templateId;
    await tab.waitFor(dataMessage('templates', templateId));
    expect(tab.blocks.filter((b) => b.startsWith('data:'))).toHaveLength(1);
  });

  it('reaches a client of another server instance on the same database', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com', 'basic');
    const onOther = await open(other, cookie);
    const projectId = (await client(t.app, cookie).post('/api/create_project', { name: 'Across' })).json().projectId;
    await onOther.waitFor(dataMessage('projects', projectId));
    const back = (await client(other, cookie).post('/api/create_template', { title: 'Back' })).json().templateId;
    const onFirst = await open(t.app, cookie);
    const again = (await client(other, cookie).patch(`/api/templates/${back}`, { name: 'x' })).json();
    await onFirst.waitFor(dataMessage('templates', again.template.id));
  });

  it('ends open streams when the server closes', async () => {
    const { cookie } = await fastUser(t.app, 'ada@example.com');
    const closing = await t.buildSibling({});
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await open(closing, cookie);
    await closing.close();
    await stream.ended;
    // Its first words set the browser's reconnection delay to 1 s, in case the server dies silently…
    expect(stream.blocks.slice(0, 2)).toEqual(['retry: 1000', ': connected']);
    // …and its last words tell the browser to reconnect soon (to another instance behind the proxy).
    expect(stream.blocks.at(-1)).toBe('retry: 1000');
  });
});
