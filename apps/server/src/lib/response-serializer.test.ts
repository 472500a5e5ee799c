import { componentSchema } from '@filldeck/shared';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/api/x', httpPart: 'response' } as never)(data);

describe('responseSerializer', () => {
  it('sends only the keys the schema names', () => {
    const schema = z.object({ id: z.string() });
    expect(JSON.parse(serialize(schema, { id: 'a', passwordHash: 'secret' }))).toEqual({ id: 'a' });
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serialize(z.object({ id: z.string() }), { id: 1 })).toThrow(ResponseSerializationError);
  });

  it('serializes shared schemas whose request side has one-way transforms (select options)', () => {
    const component = {
      id: 'c1',
      ownerUid: 'u1',
      title: 'Contact',
      fields: [{ label: 'Size', type: 'select' as const, defaultValue: 'M', options: ['S', 'M'] }],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      locked: false,
    };
    expect(() => z.encode(componentSchema, component)).toThrow();
    expect(JSON.parse(serialize(componentSchema, component))).toEqual(component);
  });
});
