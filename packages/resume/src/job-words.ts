import { fold } from './fold.ts';

/**
 * Words that make a phrase a job title, folded, in the supported languages. German compounds are
 * matched by their ending (`Softwareentwickler`, `Projektleiterin`), so endings are listed.
 */
const TITLE_WORDS = new Set(
  // en
  (
    'engineer engineering developer programmer manager consultant analyst designer specialist lead leader head director ' +
    'architect scientist administrator coordinator assistant intern internship trainee apprentice officer accountant ' +
    'nurse teacher lecturer professor researcher technician representative executive associate advisor adviser agent ' +
    'owner founder cofounder co founder partner cto ceo cfo coo cio vp president chief supervisor clerk editor writer ' +
    'journalist marketer recruiter auditor controller buyer planner strategist tester qa devops sre product ' +
    'therapist pharmacist physician doctor lawyer attorney paralegal counsel secretary receptionist cashier ' +
    'driver operator mechanic electrician chef cook waiter bartender student freelancer freelance contractor ' +
    'volunteer tutor trainer instructor coach staff worker employee fellow postdoc phd scrum master principal ' +
    'senior junior sr jr working student graduate architect ' +
    // de
    'entwickler entwicklerin ingenieur ingenieurin leiter leiterin berater beraterin referent referentin ' +
    'sachbearbeiter sachbearbeiterin werkstudent werkstudentin praktikant praktikantin kaufmann kauffrau ' +
    'geschaeftsfuehrer geschaftsfuhrer geschaeftsfuehrerin mitarbeiter mitarbeiterin assistent assistentin ' +
    'spezialist spezialistin techniker technikerin architekt architektin fachinformatiker fachinformatikerin ' +
    'fachkraft bereichsleiter abteilungsleiter teamleiter teamleiterin projektleiter projektleiterin ' +
    'gruppenleiter inhaber inhaberin gesellschafter vorstand lehrer lehrerin dozent dozentin ' +
    'wissenschaftler wissenschaftlerin pfleger pflegerin krankenschwester arzt aerztin arztin buchhalter ' +
    'buchhalterin verkaeufer verkaufer redakteur redakteurin gestalter gestalterin auszubildender azubi ' +
    'betreuer betreuerin koordinator koordinatorin administrator administratorin analystin beauftragter ' +
    'managerin consultantin designerin studentin student ' +
    // fr
    'ingenieur developpeur developpeuse chef responsable consultante directeur directrice charge chargee ' +
    'analyste stagiaire technicien technicienne gestionnaire commercial commerciale assistante comptable ' +
    'architecte concepteur conceptrice alternant alternante apprenti apprentie conseiller conseillere ' +
    'infirmier infirmiere enseignant enseignante professeur chercheur chercheuse redacteur redactrice ' +
    'vendeur vendeuse gerant gerante animateur animatrice adjoint adjointe employe employee ouvrier ' +
    'delegue deleguee acheteur acheteuse controleur auditeur auditrice juriste avocat avocate etudiant etudiante ' +
    // es
    'ingeniero ingeniera desarrollador desarrolladora jefe jefa consultor consultora director directora ' +
    'analista tecnico tecnica gerente coordinador coordinadora asistente becario becaria programador ' +
    'programadora disenador disenadora especialista responsable administrativo administrativa contable ' +
    'auxiliar encargado encargada profesor profesora investigador investigadora enfermero enfermera ' +
    'abogado abogada vendedor vendedora practicas comercial estudiante arquitecto arquitecta ' +
    // nl
    'ontwikkelaar medewerker medewerkster adviseur beheerder teamleider projectleider stagiair stagiaire ' +
    'verpleegkundige docent leraar lerares manager eigenaar directeur consultant ontwerper onderzoeker ' +
    'coordinator specialist engineer analist programmeur monteur verkoper architect student ' +
    // pt
    'engenheiro engenheira desenvolvedor desenvolvedora programador programadora gerente analista ' +
    'consultor consultora coordenador coordenadora diretor diretora tecnico tecnica estagiario estagiaria ' +
    'assistente especialista supervisor supervisora professor professora pesquisador pesquisadora ' +
    'enfermeiro enfermeira advogado advogada vendedor vendedora designer socio socia chefe estudante arquiteto arquiteta ' +
    // it
    'ingegnere sviluppatore sviluppatrice responsabile consulente analista programmatore programmatrice ' +
    'direttore direttrice tecnico impiegato impiegata stagista addetto addetta capo progettista ' +
    'coordinatore coordinatrice assistente specialista insegnante docente ricercatore ricercatrice ' +
    'infermiere infermiera avvocato commerciale amministratore amministratrice titolare socio tirocinante ' +
    'architetto architetta studente studentessa geometra'
  ).split(/\s+/),
);

/** German (and Dutch) compound endings of job titles: `Softwareentwickler`, `Vertriebsleiterin`. */
const TITLE_ENDINGS =
  /(?:entwickler|ingenieur|leiter|berater|referent|manager|architekt|analyst|assistent|spezialist|techniker|designer|kaufmann|kauffrau|informatiker|mitarbeiter|beauftragter|fuehrer|fuhrer|ontwikkelaar|medewerker|adviseur|beheerder|leider|engineer|developer|consultant)(?:in)?$/;

/** Words and suffixes that make a phrase the name of an organisation. */
const EMPLOYER_WORDS = new Set(
  (
    'gmbh ag se kg kgaa ug ev mbh gbr ohg inc incorporated llc llp ltd limited plc corp corporation co company ' +
    'sa sas sarl sasu sl slu sau bv nv vof lda ltda spa srl srls snc sas eirl oy ab as aps asa ' +
    'group gruppe groupe grupo gruppo holding holdings bank banque banco banca university universitat ' +
    'universitaet universite universidad universiteit universidade universita hochschule college school ' +
    'schule ecole escuela school institute institut instituto istituto hospital klinikum klinik clinic ' +
    'clinique hopital ospedale ziekenhuis ministry ministerium ministere ministerio agency agentur agence ' +
    'agencia agenzia studio studios labs lab technologies technology tech systems solutions consulting ' +
    'software logistics logistik services partners foundation stiftung fondation fundacion fundacao ' +
    'insurance versicherung versicherungen assurances seguros assicurazioni media digital capital ' +
    'stadtwerke verlag publishing games entertainment pharma health healthcare energy energie telecom ' +
    'telekom airlines motors automotive industries industrie international global ventures network networks ' +
    'analytics cloud data ai robotics retail store stores markt supermarkt gemeente stadt city council ' +
    'municipality comune ayuntamiento prefeitura mairie'
  ).split(/\s+/),
);

const foldedWords = (text: string) => fold(text).split(' ').filter(Boolean);

/** How much a phrase reads as a job title: the number of title words it holds. */
export function titleScore(text: string): number {
  return foldedWords(text).filter((word) => TITLE_WORDS.has(word) || TITLE_ENDINGS.test(word)).length;
}

/** How much a phrase reads as an organisation: the number of organisation words it holds. */
export function employerScore(text: string): number {
  const raw = text.replace(/(\p{L})\.(?=\p{L}\.)/gu, '$1');
  return foldedWords(raw).filter((word) => EMPLOYER_WORDS.has(word)).length;
}
