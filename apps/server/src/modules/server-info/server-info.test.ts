import { serverInfoSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { standInAi } from '../../../test/autofill-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

// The answer comes from the configuration alone: one database kind is enough.
describe('GET /api/server-info', () => {
  const t = useTestApp('pglite');

  it('says no model is set up on a server without an AI provider, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/server-info' });
    expect(response.statusCode).toBe(200);
    expect(serverInfoSchema.parse(response.json())).toEqual({ modelAvailable: false });
  });

  it('says a model is set up when the AI provider is configured', async () => {
    // Nothing is asked of the model here: an address that answers nobody is enough.
    const withModel = await t.buildSibling({ ai: standInAi('http://127.0.0.1:9/v1') });
    const response = await withModel.inject({ method: 'GET', url: '/api/server-info' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modelAvailable: true });
  });

  it('answers the extension too, with its bearer header (read by nobody, so any token will do)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/server-info',
      headers: { authorization: 'Bearer fdx_not-a-session' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modelAvailable: false });
  });
});
