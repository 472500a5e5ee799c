import { describe, expect, it } from 'vitest';
import { matchComponents } from './match-components.ts';

const email = { label: 'Email', type: 'email' as const, defaultValue: 'ada@example.com' };

describe('matchComponents', () => {
  it('reuses a component with the same title and fields, and only once', () => {
    const existing = [{ id: 'c1', title: 'Contact', fields: [email] }];
    const wanted = [
      { title: 'Contact', fields: [email] },
      { title: 'Contact', fields: [email] },
    ];
    expect(matchComponents(wanted, existing)).toEqual(['c1', null]);
  });

  it('treats any difference in title, labels, types, values, order or options as another component', () => {
    const existing = [
      { id: 'c1', title: 'Contact', fields: [email, { label: 'Phone', type: 'tel' as const, defaultValue: '' }] },
    ];
    const phone = { label: 'Phone', type: 'tel' as const, defaultValue: '' };
    expect(
      matchComponents(
        [
          { title: 'Contact ', fields: [email, phone] },
          { title: 'Contacts', fields: [email, phone] },
          { title: 'Contact', fields: [phone, email] },
          { title: 'Contact', fields: [{ ...email, defaultValue: '' }, phone] },
          { title: 'Contact', fields: [email, { ...phone, options: ['a'] }] },
        ],
        existing,
      ),
    ).toEqual(['c1', null, null, null, null]);
  });

  it('reads a missing required flag as false', () => {
    const existing = [{ id: 'c1', title: 'Contact', fields: [{ ...email, required: false }] }];
    expect(matchComponents([{ title: 'Contact', fields: [email] }], existing)).toEqual(['c1']);
  });
});
