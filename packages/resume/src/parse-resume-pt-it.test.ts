import { describe, expect, it } from 'vitest';
import { parseResume } from './parse-resume.ts';
import type { ResumeDetails } from './resume-details.ts';

/** Portuguese and Italian résumés as `resumeText` gives them, and the details they must yield. */
const CASES: [string, string, Partial<ResumeDetails>][] = [
  [
    'a Portuguese CV with the employer and the title on separate lines',
    `Ana Sofia Costa
Rua Augusta 100, 1100-053 Lisboa
Telemóvel: +351 912 345 678 | ana.costa@example.pt

Experiência profissional
Tejo Logística, S.A.
Diretora de Recursos Humanos
2017 – atual
Gestão de uma equipa de 12 pessoas.

Formação académica
Mestrado em Gestão de Recursos Humanos, ISCTE

Competências
Recrutamento, SAP SuccessFactors, Excel`,
    {
      fullName: 'Ana Sofia Costa',
      firstName: 'Ana',
      lastName: 'Sofia Costa',
      addressLine1: 'Rua Augusta 100',
      postcode: '1100-053',
      city: 'Lisboa',
      phone: '+351 912 345 678',
      title: 'Diretora de Recursos Humanos',
      employer: 'Tejo Logística, S.A.',
      skills: ['Recrutamento', 'SAP SuccessFactors', 'Excel'],
    },
  ],
  [
    'a Brazilian two-column CV with the city and state',
    `João Pereira
Desenvolvedor Full Stack
São Paulo, SP | (11) 98765-4321 | joao.pereira@example.com.br | github.com/joaopereira

EXPERIÊNCIA
Desenvolvedor Full Stack Sênior — Nuvem Pagamentos Ltda.
jan. 2021 – o momento`,
    {
      fullName: 'João Pereira',
      city: 'São Paulo',
      phone: '(11) 98765-4321',
      github: 'github.com/joaopereira',
      title: 'Desenvolvedor Full Stack Sênior',
      employer: 'Nuvem Pagamentos Ltda.',
    },
  ],
  [
    'an Italian CV with "presso" and "oggi"',
    `Marco Bianchi
Via Roma 10, 20121 Milano
+39 347 123 4567 · marco.bianchi@example.it · marcobianchi.it

ESPERIENZA LAVORATIVA
Sviluppatore Backend presso Fintech Italia S.r.l.	09/2018 – oggi
Progettazione di API REST in Java.

ISTRUZIONE
Laurea Magistrale in Ingegneria Informatica – Politecnico di Milano

COMPETENZE
Java, Spring Boot, Kafka`,
    {
      fullName: 'Marco Bianchi',
      addressLine1: 'Via Roma 10',
      postcode: '20121',
      city: 'Milano',
      phone: '+39 347 123 4567',
      links: ['marcobianchi.it'],
      website: 'marcobianchi.it',
      title: 'Sviluppatore Backend',
      employer: 'Fintech Italia S.r.l.',
      education: 'Laurea Magistrale in Ingegneria Informatica, Politecnico di Milano',
      skills: ['Java', 'Spring Boot', 'Kafka'],
    },
  ],
  [
    'an Italian CV with the employer first and the dates in brackets',
    `Giulia Romano
Architetto
giulia.romano@example.it · 347 123 4567 · Torino

Esperienze professionali
Studio Bianchi Associati, Torino (2020 – in corso)
Project Architect`,
    {
      fullName: 'Giulia Romano',
      city: 'Torino',
      phone: '347 123 4567',
      title: 'Project Architect',
      employer: 'Studio Bianchi Associati',
    },
  ],
];

describe('parseResume on Portuguese and Italian résumés', () => {
  it.each(CASES)('reads %s', (_, text, expected) => {
    expect(parseResume(text)).toMatchObject(expected);
  });
});
