import { fold } from './fold.ts';
import type { Language } from './language.ts';

/** The sections a résumé is cut into; `header` is what comes before the first heading. */
export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'contact'
  | 'projects'
  | 'certifications'
  | 'other';

type HeadingTable = Record<Exclude<SectionKind, 'header'>, Record<Language, string>>;

/**
 * Section headings as résumés write them, folded (`fold`), `;`-separated, per language. A heading
 * line is one of these, alone on its line (a trailing colon and decorations aside).
 */
const HEADINGS: HeadingTable = {
  experience: {
    en: 'experience;work experience;professional experience;employment;employment record;relevant work experience;positions held;internships;internship experience;clinical experience;teaching experience;research experience;leadership experience;industry experience;employment history;work history;career history;career;professional background;relevant experience;experience and employment;professional history;working experience;career summary',
    de: 'berufserfahrung;berufliche erfahrung;berufliche erfahrungen;berufliche taetigkeit;berufliche tatigkeit;praktika;beschaeftigungsverlauf;beschaftigungsverlauf;stationen;beruflicher werdegang;werdegang;erfahrung;berufspraxis;praxiserfahrung;beruflicher hintergrund;berufliche stationen;berufliche laufbahn;karriere;taetigkeiten;tatigkeiten;berufstaetigkeit;berufstatigkeit',
    fr: 'experience professionnelle;experiences professionnelles;experience;experiences;parcours;stages;parcours professionnel;emplois;historique professionnel;carriere;experience pro',
    es: 'experiencia laboral;experiencia profesional;experiencia;experiencias;historial profesional;practicas;trayectoria profesional;historial laboral;experiencia de trabajo;empleos',
    nl: 'werkervaring;ervaring;werkgeschiedenis;stages;professionele ervaring;loopbaan;arbeidsverleden;werk ervaring;beroepservaring;relevante werkervaring',
    pt: 'experiencia profissional;experiencia;carreira;percurso;estagios;experiencias profissionais;historico profissional;percurso profissional;experiencia de trabalho;trajetoria profissional',
    it: 'esperienza lavorativa;esperienze lavorative;percorso lavorativo;tirocini;esperienza professionale;esperienze professionali;esperienza;esperienze;percorso professionale;carriera',
  },
  education: {
    en: 'education;education and training;academic background;qualifications;academic qualifications;education history;training;studies;academic history',
    de: 'ausbildung;bildung;bildungsweg;studium;schulbildung;akademischer werdegang;aus und weiterbildung;ausbildung und studium;bildungsgang;hochschulbildung;schulische ausbildung',
    fr: 'formation;formations;education;etudes;parcours academique;cursus;diplomes;formation academique;diplomes et formations',
    es: 'educacion;formacion;formacion academica;estudios;educacion y formacion;titulacion;estudios academicos',
    nl: 'opleiding;opleidingen;onderwijs;scholing;studie;opleiding en cursussen',
    pt: 'formacao;formacao academica;educacao;escolaridade;habilitacoes;habilitacoes academicas;estudos',
    it: 'istruzione;formazione;istruzione e formazione;titoli di studio;percorso formativo;studi',
  },
  skills: {
    en: 'skills;technical skills;key skills;core skills;core competencies;competencies;expertise;areas of expertise;tools;technologies;tech stack;skills and tools;it skills;hard skills;soft skills;abilities;skills and expertise;technical expertise',
    de: 'kenntnisse;faehigkeiten;fahigkeiten;kompetenzen;it kenntnisse;edv kenntnisse;fachkenntnisse;technische kenntnisse;skills;fachliche kompetenzen;faehigkeiten und kenntnisse;fahigkeiten und kenntnisse;kenntnisse und faehigkeiten;kenntnisse und fahigkeiten;schwerpunkte',
    fr: 'competences;competences techniques;competences cles;savoir faire;aptitudes;outils;connaissances;competences informatiques',
    es: 'habilidades;competencias;conocimientos;aptitudes;habilidades tecnicas;conocimientos tecnicos;destrezas;herramientas',
    nl: 'vaardigheden;competenties;kennis;vaardigheden en kennis;kennis en vaardigheden;ict kennis;technische vaardigheden;skills',
    pt: 'competencias;habilidades;conhecimentos;competencias tecnicas;aptidoes;ferramentas',
    it: 'competenze;competenze tecniche;capacita;conoscenze;abilita;competenze informatiche;capacita e competenze',
  },
  summary: {
    en: 'summary;profile;professional summary;about me;about;career objective;objective;professional profile;personal statement;overview;career profile;executive summary',
    de: 'profil;kurzprofil;ueber mich;uber mich;zusammenfassung;persoenliches profil;personliches profil;berufsprofil;zur person',
    fr: 'profil;a propos;a propos de moi;resume professionnel;presentation;profil professionnel;objectif;synthese',
    es: 'perfil;sobre mi;resumen;perfil profesional;acerca de mi;objetivo;extracto;resumen profesional',
    nl: 'profiel;over mij;samenvatting;persoonlijk profiel;profielschets;introductie',
    pt: 'perfil;sobre mim;resumo;perfil profissional;resumo profissional;objetivo',
    it: 'profilo;chi sono;sommario;profilo professionale;su di me;obiettivo;presentazione',
  },
  languages: {
    en: 'languages;language skills;language',
    de: 'sprachen;sprachkenntnisse',
    fr: 'langues;competences linguistiques',
    es: 'idiomas;lenguas',
    nl: 'talen;talenkennis',
    pt: 'idiomas;linguas',
    it: 'lingue;conoscenze linguistiche;lingue straniere',
  },
  contact: {
    en: 'contact;contact details;contact information;personal details;personal information;personal data;details',
    de: 'kontakt;kontaktdaten;persoenliche daten;personliche daten;persoenliche angaben;personliche angaben;angaben zur person',
    fr: 'contact;coordonnees;informations personnelles;donnees personnelles;etat civil',
    es: 'contacto;datos personales;informacion personal;datos de contacto',
    nl: 'contact;contactgegevens;persoonlijke gegevens;personalia',
    pt: 'contacto;contato;dados pessoais;informacoes pessoais;contactos;contatos',
    it: 'contatti;contatto;dati personali;informazioni personali',
  },
  projects: {
    en: 'projects;selected projects;key projects;personal projects;side projects',
    de: 'projekte;projekterfahrung;ausgewaehlte projekte;ausgewahlte projekte',
    fr: 'projets;projets personnels',
    es: 'proyectos;proyectos personales',
    nl: 'projecten',
    pt: 'projetos;projectos',
    it: 'progetti',
  },
  certifications: {
    en: 'certifications;certificates;licenses and certifications;courses;certifications and training',
    de: 'zertifikate;zertifizierungen;weiterbildung;weiterbildungen;fortbildungen;kurse',
    fr: 'certifications;certificats;formations complementaires',
    es: 'certificaciones;certificados;cursos',
    nl: 'certificaten;certificeringen;cursussen',
    pt: 'certificacoes;certificados;cursos',
    it: 'certificazioni;certificati;corsi',
  },
  other: {
    en: 'interests;hobbies;references;publications;awards;honors;achievements;volunteering;volunteer experience;activities;memberships;additional information;other;hobbies and interests',
    de: 'interessen;hobbys;hobbies;referenzen;publikationen;veroeffentlichungen;veroffentlichungen;auszeichnungen;ehrenamt;engagement;sonstiges;freizeit;mitgliedschaften',
    fr: 'centres d interet;loisirs;interets;references;publications;distinctions;benevolat;divers;activites;engagements',
    es: 'intereses;aficiones;referencias;publicaciones;premios;voluntariado;otros;logros',
    nl: 'interesses;hobby s;hobbys;referenties;publicaties;prijzen;vrijwilligerswerk;nevenactiviteiten;overig;overige',
    pt: 'interesses;hobbies;referencias;publicacoes;premios;voluntariado;outros',
    it: 'interessi;hobby;referenze;pubblicazioni;premi;volontariato;altro;altre informazioni',
  },
};

const BY_PHRASE = new Map<string, { kind: Exclude<SectionKind, 'header'>; languages: Language[] }>();
for (const [kind, byLanguage] of Object.entries(HEADINGS) as [
  Exclude<SectionKind, 'header'>,
  Record<Language, string>,
][]) {
  for (const [language, phrases] of Object.entries(byLanguage) as [Language, string][]) {
    for (const phrase of phrases.split(';')) {
      const entry = BY_PHRASE.get(phrase) ?? { kind, languages: [] };
      entry.languages.push(language);
      BY_PHRASE.set(phrase, entry);
    }
  }
}

/** `E X P E R I E N C E` → `EXPERIENCE` (letter-spaced headings). */
const unspace = (text: string) => (/^(?:\p{L} ){3,}\p{L}$/u.test(text) ? text.replace(/ /g, '') : text);

export interface Heading {
  kind: Exclude<SectionKind, 'header'>;
  languages: Language[];
  /** Text after a `Heading:` on the same line, if any. */
  rest: string;
}

/**
 * The section a line heads, or null. A heading stands alone on its line, or is followed by a
 * colon and the section's first content (`Skills: Go, Kotlin`).
 */
export function headingOf(line: string): Heading | null {
  const trimmed = line.trim();
  if (trimmed.length > 60) return null;
  const colon = trimmed.indexOf(':');
  const head = colon >= 0 ? trimmed.slice(0, colon) : trimmed;
  const rest = colon >= 0 ? trimmed.slice(colon + 1).trim() : '';
  if (/\d/.test(head) && !/^\d{1,2}[.)]\s/.test(head)) return null;
  const folded = fold(unspace(head.replace(/^\d{1,2}[.)]\s*/, '')).replace(/&/g, ' and '));
  const entry =
    BY_PHRASE.get(folded) ?? BY_PHRASE.get(folded.replace(/ (?:and|und|et|y|en|e) /, ' ')) ?? joinedHeading(folded);
  if (!entry) return null;
  return { kind: entry.kind, languages: entry.languages, rest };
}

/**
 * Two headings in one (`Certifications & Skills`, `Formation et compétences`): a section of both,
 * read as skills when either part is (its lines are lists either way), else as the first part.
 */
function joinedHeading(folded: string): { kind: Exclude<SectionKind, 'header'>; languages: Language[] } | undefined {
  const parts = folded.split(/ (?:and|und|et|y|en|e) /);
  if (parts.length !== 2) return undefined;
  const [first, second] = parts.map((part) => BY_PHRASE.get(part));
  if (!first || !second) return undefined;
  const languages = first.languages.filter((language) => second.languages.includes(language));
  if (languages.length === 0) return undefined;
  return { kind: first.kind === 'skills' || second.kind === 'skills' ? 'skills' : first.kind, languages };
}
