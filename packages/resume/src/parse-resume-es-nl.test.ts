import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import type { ResumeDetails } from './resume-details.ts';

/** Spanish and Dutch résumés as `resumeText` gives them, and the details they must yield. */
const CASES: [string, string, Partial<ResumeDetails>][] = [
  [
    'a Spanish CV with bars between title, employer and dates, the name wrapped in its column',
    `Lucía Fernández
Ortega
Desarrolladora Full Stack
Calle Mayor 5, 28013 Madrid | +34 612 345 678 | lucia.fernandez@example.es

Experiencia laboral
Desarrolladora Full Stack | Tecnologías Ibéricas S.L. | 2020 - actualidad
Desarrollo de aplicaciones web con React y Node.

Educación
Grado en Ingeniería Informática, Universidad Complutense de Madrid, 2014 - 2018

Habilidades
React, Node, Docker`,
    {
      fullName: 'Lucía Fernández Ortega',
      firstName: 'Lucía',
      lastName: 'Fernández Ortega',
      addressLine1: 'Calle Mayor 5',
      city: 'Madrid',
      postcode: '28013',
      phone: '+34 612 345 678',
      title: 'Desarrolladora Full Stack',
      employer: 'Tecnologías Ibéricas S.L.',
      skills: ['React', 'Node', 'Docker'],
    },
  ],
  [
    'a Spanish two-column CV read sidebar first, the employer first',
    `CONTACTO
carlos.ruiz@example.mx
+52 55 1234 5678
Ciudad de México

IDIOMAS
Español – nativo
Inglés – C1

Carlos Ruiz
Gerente de Logística

EXPERIENCIA PROFESIONAL
Transportes del Valle S.A. de C.V.
Gerente de Logística
Marzo 2018 – actualidad`,
    {
      fullName: 'Carlos Ruiz',
      city: 'Ciudad de México',
      phone: '+52 55 1234 5678',
      title: 'Gerente de Logística',
      employer: 'Transportes del Valle S.A. de C.V.',
    },
  ],
  [
    'a Dutch CV with "bij", "heden" and a postcode with letters',
    `Sanne de Vries
Oudegracht 100, 3511 AB Utrecht
06-12345678 | sanne.devries@example.nl

Werkervaring
Projectleider bij Gemeente Utrecht	2019 – heden
Coördinatie van infrastructuurprojecten.

Opleiding
Master Bestuurskunde, Universiteit Utrecht

Vaardigheden
Projectmanagement; Prince2; Stakeholdermanagement`,
    {
      fullName: 'Sanne de Vries',
      firstName: 'Sanne',
      lastName: 'de Vries',
      addressLine1: 'Oudegracht 100',
      postcode: '3511 AB',
      city: 'Utrecht',
      phone: '06-12345678',
      title: 'Projectleider',
      employer: 'Gemeente Utrecht',
      skills: ['Projectmanagement', 'Prince2', 'Stakeholdermanagement'],
    },
  ],
  [
    'a Dutch CV with the title and employer on two lines after the dates',
    `Daan van den Berg
Rotterdam, Nederland · +31 6 2345 6789 · daan@vandenberg.nl

WERKERVARING
sep. 2020 – heden
Supply Chain Planner
Maasvlakte Container Services B.V., Rotterdam`,
    {
      fullName: 'Daan van den Berg',
      lastName: 'van den Berg',
      city: 'Rotterdam',
      country: 'Nederland',
      phone: '+31 6 2345 6789',
      title: 'Supply Chain Planner',
      employer: 'Maasvlakte Container Services B.V.',
    },
  ],
];

describe('parseResume on Spanish and Dutch résumés', () => {
  it.each(CASES)('reads %s', (_, text, expected) => {
    expect(parseResume(text)).toMatchObject(expected);
  });
});
