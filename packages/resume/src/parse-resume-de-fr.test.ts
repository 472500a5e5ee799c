import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import type { ResumeDetails } from './resume-details.ts';

/** German and French résumés as `resumeText` gives them, and the details they must yield. */
const CASES: [string, string, Partial<ResumeDetails>][] = [
  [
    'a German Lebenslauf with labelled details and the dates before the title',
    `LEBENSLAUF
Persönliche Daten
Name: Jonas Becker
Anschrift: Lindenstraße 12, 10115 Berlin
Telefon: 030 1234567
Mobil: 0170 1234567
E-Mail: jonas.becker@example.de
XING: www.xing.com/profile/Jonas_Becker

Berufserfahrung
seit 03/2020	Senior Backend Engineer
Nordlicht Logistik GmbH, Berlin
• Entwicklung von Microservices in Go
04/2016 – 02/2020	Softwareentwickler
Spreewerk AG, Potsdam

Ausbildung
10/2012 – 09/2016	B.Sc. Informatik
Technische Universität Berlin

Kenntnisse
Sprachen: Go, Kotlin, Java
Datenbanken: PostgreSQL, Redis`,
    {
      fullName: 'Jonas Becker',
      firstName: 'Jonas',
      lastName: 'Becker',
      addressLine1: 'Lindenstraße 12',
      postcode: '10115',
      city: 'Berlin',
      phone: '0170 1234567',
      email: 'jonas.becker@example.de',
      links: ['www.xing.com/profile/Jonas_Becker'],
      title: 'Senior Backend Engineer',
      employer: 'Nordlicht Logistik GmbH',
      education: 'B.Sc. Informatik, Technische Universität Berlin',
      skills: ['Go', 'Kotlin', 'Java', 'PostgreSQL', 'Redis'],
    },
  ],
  [
    'a German résumé in capitals with "bei" and "heute"',
    `LENA MÜLLER-HOFFMANN
Projektleiterin Digitalisierung
München · +49 89 12345678 · lena.mueller@example.de · linkedin.com/in/lenamueller

BERUFLICHER WERDEGANG
Projektleiterin bei Isarwerk Energie AG	01/2019 – heute
Leitung von Projekten zur Digitalisierung der Netzplanung.`,
    {
      fullName: 'Lena Müller-Hoffmann',
      lastName: 'Müller-Hoffmann',
      city: 'München',
      phone: '+49 89 12345678',
      linkedin: 'linkedin.com/in/lenamueller',
      title: 'Projektleiterin',
      employer: 'Isarwerk Energie AG',
    },
  ],
  [
    'a French CV with the employer after "chez" and a postcode before the city',
    `Marie Dubois
Ingénieure DevOps
12 rue de la République, 69002 Lyon
06 12 34 56 78 – marie.dubois@example.fr – github.com/mariedubois

Expérience professionnelle
Ingénieure DevOps chez Alpine Cloud SAS
Janvier 2021 - aujourd'hui | Lyon
- Automatisation des déploiements

Formation
Diplôme d'ingénieur, INSA Lyon (2015-2020)

Compétences
Terraform · Ansible · AWS`,
    {
      fullName: 'Marie Dubois',
      addressLine1: '12 rue de la République',
      postcode: '69002',
      city: 'Lyon',
      phone: '06 12 34 56 78',
      links: ['github.com/mariedubois'],
      title: 'Ingénieure DevOps',
      employer: 'Alpine Cloud SAS',
      education: "Diplôme d'ingénieur, INSA Lyon",
      skills: ['Terraform', 'Ansible', 'AWS'],
    },
  ],
  [
    'a French CV with the surname in capitals first and the employer on the line above the title',
    `DUPONT Jean
jean.dupont@example.fr | +33 6 98 76 54 32 | Paris, France

EXPÉRIENCES PROFESSIONNELLES
Groupe Lumière SA — Paris
Chef de projet digital
Depuis septembre 2019
Pilotage de la refonte du site e-commerce.`,
    {
      fullName: 'Jean Dupont',
      firstName: 'Jean',
      lastName: 'Dupont',
      city: 'Paris',
      country: 'France',
      phone: '+33 6 98 76 54 32',
      title: 'Chef de projet digital',
      employer: 'Groupe Lumière SA',
    },
  ],
  [
    'a German résumé with the employer and town first, the title and dates below',
    `Sabine Krüger
Hamburg | 0151 23456789 | sabine.krueger@example.de

Beruflicher Werdegang
Hanseatische Maschinenbau GmbH	Hamburg
Teamleiterin Einkauf (m/w/d)	04/2018 – heute
• Führung eines Teams von 6 Einkäuferinnen`,
    {
      fullName: 'Sabine Krüger',
      city: 'Hamburg',
      phone: '0151 23456789',
      title: 'Teamleiterin Einkauf',
      employer: 'Hanseatische Maschinenbau GmbH',
    },
  ],
];

describe('parseResume on German and French résumés', () => {
  it.each(CASES)('reads %s', (_, text, expected) => {
    expect(parseResume(text)).toMatchObject(expected);
  });
});
