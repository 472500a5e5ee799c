import { describe, expect, it } from 'vitest';
import { type Address, addressOf } from './address.ts';

describe('addressOf', () => {
  it.each<[string, Address]>([
    ['Musterstraße 12, 10115 Berlin', { addressLine1: 'Musterstraße 12', postcode: '10115', city: 'Berlin' }],
    ['10115 Berlin, Deutschland', { postcode: '10115', city: 'Berlin', country: 'Deutschland' }],
    ['75011 Paris France', { postcode: '75011', city: 'Paris', country: 'France' }],
    ['Keizersgracht 1, 1015 CJ Amsterdam', { addressLine1: 'Keizersgracht 1', postcode: '1015 CJ', city: 'Amsterdam' }],
    ['Rua das Flores 25, 4050-262 Porto', { addressLine1: 'Rua das Flores 25', postcode: '4050-262', city: 'Porto' }],
    ['01310-100 São Paulo', { postcode: '01310-100', city: 'São Paulo' }],
    ['Via Roma 10, 00184 Roma', { addressLine1: 'Via Roma 10', postcode: '00184', city: 'Roma' }],
    ['D-80331 München', { postcode: 'D-80331', city: 'München' }],
    ['Frankfurt am Main', { city: 'Frankfurt am Main' }],
    ['San Francisco, CA 94105', { city: 'San Francisco', state: 'CA', postcode: '94105' }],
    ['Sydney NSW 2000', { city: 'Sydney', state: 'NSW', postcode: '2000' }],
    ['Manchester M1 1AE', { city: 'Manchester', postcode: 'M1 1AE' }],
    ['Baner Road, Pune 411045', { city: 'Pune', postcode: '411045' }],
    ['Lisbon, Portugal', { city: 'Lisbon', country: 'Portugal' }],
    ['Rotterdam, the Netherlands', { city: 'Rotterdam', country: 'Netherlands' }],
    ['Berlin (Germany)', { city: 'Berlin', country: 'Germany' }],
    ['Montréal (QC)', { city: 'Montréal', state: 'QC' }],
    ['Melbourne, Victoria', { city: 'Melbourne' }],
    ['São Paulo/SP', { city: 'São Paulo', state: 'SP' }],
    ['Hyderabad, Telangana, India', { city: 'Hyderabad', state: 'Telangana', country: 'India' }],
    ['Paris 11e', { city: 'Paris' }],
    ['San Francisco Bay Area', { city: 'San Francisco' }],
    ['Greater London', { city: 'London' }],
  ])('reads %s', (text, address) => {
    expect(addressOf(text)).toEqual(address);
  });

  it('reads a place it does not know only beside an e-mail, phone or link', () => {
    expect(addressOf('Kaiserslautern')).toBeUndefined();
    expect(addressOf('Kaiserslautern', { isBesideContact: true })).toEqual({ city: 'Kaiserslautern' });
    expect(addressOf('Nashik, Maharashtra', { isBesideContact: true })).toEqual({ city: 'Nashik' });
  });

  it.each([
    'Senior Backend Engineer',
    'LinkedIn',
    'Acme GmbH',
    'Germany',
    'Go, Kotlin, Java',
    'since 2019',
    'Born 1990',
    'British',
    'Married',
    'Nederlands, Engels',
    'Open to relocation',
  ])('does not take %s for a city', (text) => {
    expect(addressOf(text, { isBesideContact: true })?.city).toBeUndefined();
  });
});
