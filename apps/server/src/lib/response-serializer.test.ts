import { componentSchema, meSchema } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/api/x', httpPart: 'response' } as never)(data);

describe('responseSerializer', () => {
  it('sends only the keys the schema names', () => {
    const schema = z.object({ id: z.string(), nested: z.object({ name: z.string() }) });
    const answer = { id: 'a', passwordHash: 'secret', nested: { name: 'n', token: 'secret' } };
    expect(JSON.parse(serialize(schema, answer))).toEqual({ id: 'a', nested: { name: 'n' } });
  });

  it('compiles a schema shared by many routes once', () => {
    const schema = z.object({ success: z.literal(true) });
    const compile = (url: string) => responseSerializer({ schema, method: 'POST', url, httpPart: 'response' } as never);
    expect(compile('/api/a')).toBe(compile('/api/b'));
  });

  it('refuses an answer without a required key', () => {
    expect(() => serialize(z.object({ id: z.string() }), {})).toThrow(/id/);
  });

  it('writes nulls, enums and optional keys as they are', () => {
    const me = {
      uid: 'u1',
      displayName: 'Ada',
      email: 'ada@example.test',
      emailVerified: true,
      photoURL: null,
      providerData: [{ providerId: 'password', uid: 'ada@example.test' }],
      creationTime: '2026-01-01T00:00:00.000Z',
      lastSignInTime: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      plan: 'basic',
      balance: 12.5,
      billingCycle: 'annual',
      status: 'active',
      subscriptionId: null,
      nextBillingTime: null,
      nextRefresh: '2026-02-01T00:00:00.000Z',
    };
    expect(JSON.parse(serialize(meSchema, me))).toEqual(me);
  });

  it('serializes shared schemas whose request side has one-way transforms (select options)', () => {
    const component = {
      id: 'c1',
      ownerUid: 'u1',
      title: 'Contact',
      fields: [
        { label: 'Size', type: 'select' as const, defaultValue: 'M', options: ['S', 'M'] },
        { label: 'Email', type: 'email' as const, defaultValue: '' },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      locked: false,
    };
    expect(() => z.encode(componentSchema, component)).toThrow();
    expect(JSON.parse(serialize(componentSchema, component))).toEqual(component);
  });
});
