import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

describe('"number" written as a sign or left out', () => {
  it('answers "N° de contrat" from the template’s "Numéro de contrat auto"', () => {
    const template = [value('Numéro de contrat auto', 'AUT-4481207'), value('Nom', 'Dubreuil')];
    const page = [field({ key: 'contrat', label: 'N° de contrat', name: 'numContrat' })];
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect(values.contrat).toBe('AUT-4481207');
  });

  it('answers "N° SIRET" from a value labelled "SIRET"', () => {
    const template = [value('SIRET', '853 214 967 00021', 'Ma société')];
    const page = [field({ key: 'siret', label: 'N° SIRET', name: 'entreprise[siret]' })];
    const { values } = matchLocally(template, page, { lang: 'fr-FR' });
    expect(values.siret).toBe('853 214 967 00021');
  });

  it('never answers an account number with the name the template gives beside it', () => {
    const template = [value('Current carrier', 'Verizon')];
    const page = [field({ key: 'acct', label: 'Account number with current carrier', name: 'carrier_account' })];
    const { values } = matchLocally(template, page, { lang: 'en-US' });
    expect(values.acct).toBeUndefined();
  });
});
