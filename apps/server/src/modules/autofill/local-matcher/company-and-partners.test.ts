import { describe, expect, it } from 'vitest';
import { classifyPageField } from './classify-page-field.ts';
import { pageLocales } from './languages.ts';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const camille = [
  value('Nom', 'Atelier Lumen', 'Ma société'),
  value('Nom', 'Rousseau', 'Moi'),
  value('Prénoms', 'Camille Hélène', 'Moi'),
  value('Email', 'camille@atelier-lumen.fr', 'Moi'),
  value('Nom complet', 'Julien Marchand', 'Mon associé'),
  value('Email', 'julien@atelier-lumen.fr', 'Mon associé'),
];

describe('a business account opened by its manager', () => {
  it('reads a bare "Nom" under a company title as the company’s name, not the user’s', () => {
    const page = [
      field({ key: 'raison', label: 'Raison sociale', name: 'entreprise[raisonSociale]' }),
      field({ key: 'nom', label: 'Nom', name: 'rl[nom]', context: 'Vos coordonnées' }),
      field({ key: 'prenom', label: 'Prénom', name: 'rl[prenom]', context: 'Vos coordonnées' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.raison).toBe('Atelier Lumen');
    expect(values.nom).toBe('Rousseau');
  });

  it('answers a second signatory from the template’s business partner, never from the user', () => {
    const page = [
      field({ key: 'nom', label: 'Nom', name: 'sig2[nom]', context: 'Second signataire / mandataire' }),
      field({ key: 'prenom', label: 'Prénom', name: 'sig2[prenom]', context: 'Second signataire / mandataire' }),
      field({ key: 'email', label: 'E-mail', name: 'sig2[email]', context: 'Second signataire / mandataire' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.nom).toBe('Marchand');
    expect(values.prenom).toBe('Julien');
    expect(values.email).toBe('julien@atelier-lumen.fr');
  });

  it('leaves the accountant’s section empty when the template names no accountant', () => {
    const page = [
      field({ key: 'contact', label: 'Nom du contact', name: 'ec[contact]', context: 'Votre expert-comptable' }),
      field({ key: 'mail', label: 'E-mail', name: 'ec[email]', context: 'Votre expert-comptable' }),
    ];
    const { values } = matchLocally(camille, page, { lang: 'fr-FR' });
    expect(values.contact).toBeUndefined();
    expect(values.mail).toBeUndefined();
  });
});

describe('a structured control name', () => {
  const { locales } = pageLocales('fr-FR', []);

  it('is read by its last key: `entreprise[capital]` is no company name', () => {
    const capital = field({ key: 'c', label: 'Capital social (€)', name: 'entreprise[capital]' });
    expect(classifyPageField(capital, locales)).toBeNull();
  });

  it('still says what the label leaves open when its last key names it', () => {
    const city = field({ key: 'v', label: 'Localité', name: 'entreprise[siege][ville]' });
    expect(classifyPageField(city, locales)).toBe('city');
  });
});
