import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as Portuguese forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Onde trabalho', 'organization'],
  ['Onde você nasceu?', 'birthPlace'],
  ['Há quanto tempo mora neste endereço?', null],
  ['Anos como engenheiro', 'yearsOfExperience'],
  ['Aviso prévio na empresa atual', 'noticePeriod'],
  ['Estado civil', 'maritalStatus'],
  ['Cidade de nascimento', 'birthPlace'],
  ['Município de nascimento', 'birthPlace'],
  ['Descrição do cargo', null],
  ['Endereço da hospedagem', null],
  // Names
  ['Primeiro nome*', 'givenName'],
  ['Nome próprio', 'givenName'],
  ['Apelido', 'familyName'],
  ['Apelido:', 'familyName'],
  ['Sobrenome*', 'familyName'],
  ['Nome de solteira', 'birthFamilyName'],
  ['Nome social', 'preferredName'],
  ['Último nome', 'familyName'],
  ['Nome do meio', 'middleName'],
  ['Nome completo*', 'fullName'],
  ['Nome completo:', 'fullName'],
  ['Tratamento', 'honorific'],
  // Email and phone
  ['E-mail*', 'email'],
  ['Endereço de e-mail', 'email'],
  ['Confirme seu e-mail', 'email'],
  ['Correio eletrónico', 'email'],
  ['Telefone', 'tel'],
  ['Telefone*', 'tel'],
  ['Celular', 'tel'],
  ['Telemóvel', 'tel'],
  ['Número de telefone', 'tel'],
  ['DDD', 'telAreaCode'],
  ['Celular com DDD', 'tel'],
  ['Telefone c/ DDD', 'tel'],
  ['Telemóvel com indicativo', 'tel'],
  ['Indicativo', 'telCountryCode'],
  // Birth, sex, nationality
  ['Data de nascimento (dd/mm/aaaa)', 'birthDate'],
  ['Data de nascimento*', 'birthDate'],
  ['Data Nasc.', 'birthDate'],
  ['Naturalidade', 'birthPlace'],
  ['Local de nascimento', 'birthPlace'],
  ['Sexo', 'sex'],
  ['Gênero', 'sex'],
  ['Nacionalidade', 'nationality'],
  // Work
  ['Empresa', 'organization'],
  ['Nome da empresa', 'organization'],
  ['Razão social', 'organization'],
  ['Entidade patronal', 'organization'],
  ['Cargo', 'jobTitle'],
  ['Profissão', 'jobTitle'],
  ['Função', 'jobTitle'],
  // Address
  ['Morada', 'streetAddress'],
  ['Morada*', 'streetAddress'],
  ['Endereço', 'streetAddress'],
  ['Endereço completo', 'streetAddress'],
  ['Rua', 'streetAddress'],
  ['Logradouro', 'streetAddress'],
  ['Número', 'houseNumber'],
  ['Nº', 'houseNumber'],
  ['Complemento', 'addressLine2'],
  ['Compl.', 'addressLine2'],
  ['Andar / Apartamento', 'addressLine2'],
  ['CEP', 'postalCode'],
  ['CEP*', 'postalCode'],
  ['Código postal', 'postalCode'],
  ['Código Postal (XXXX-XXX)', 'postalCode'],
  ['Cidade', 'city'],
  ['Localidade', 'city'],
  ['Município', 'city'],
  ['Concelho', 'city'],
  ['Estado', 'state'],
  ['UF', 'state'],
  ['Distrito', 'state'],
  ['País', 'country'],
  ['País de residência', 'country'],
  // Web, documents, never
  ['Perfil do LinkedIn', 'linkedin'],
  ['CPF', 'document'],
  ['NIF', 'document'],
  ['Número de contribuinte', 'document'],
  ['Cartão de Cidadão', 'document'],
  ['RG', 'document'],
  ['Nome de usuário', 'never'],
  ['Cupom de desconto', 'never'],
  ['Código promocional', 'never'],
  // No concept
  ['Número de funcionários', null],
  ['Como nos conheceu?', null],
  ['Como ficou sabendo de nós?', null],
  ['Cargo pretendido', null],
  ['Mensagem', null],
  ['Assunto', null],
  ['Observações', null],
  ['Pretensão salarial', 'salary'],
  ['Área de atuação', null],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['Dados de quem vai receber o presente', 'recipient'],
  ['Presente – Sônia', 'recipient'],
  ['O presente formulário', null],
  ['Meu marido', 'spouse'],
  ['Minha mulher', 'spouse'],
  ['Pessoas autorizadas a buscar a criança', 'other'],
  ['Dados do outro condutor', 'other'],
  ['Médico veterinário', 'doctor'],
  ['Nome do cão', 'other'],
  ['Segundo proponente', 'coApplicant'],
  ['Indicado por', 'other'],
  ['Proponente', null],
  ['Outras pessoas', 'other'],
  ['Nome do locador', 'other'],
  ['Nome do colega', 'other'],
  ['Acompanhante', 'other'],
  ['Papai', 'parent'],
  ['Telefone da mamãe', 'parent'],
  ['Contato de emergência', 'emergency'],
  ['Dados da outra pessoa', 'other'],
  ['Em caso de emergência, contactar', 'emergency'],
  ['Nome do cônjuge', 'spouse'],
  ['Nome da mãe', 'parent'],
  ['Dependente 1', 'other'],
  ['Encarregado de educação', 'parent'],
  ['Nome do filho', 'child'],
  ['Nome do aluno', 'child'],
  ['Médico de família', 'doctor'],
  ['Fiador', 'guarantor'],
  ['Passageiro 2', 'other'],
  ['Beneficiário', 'recipient'],
  ['Referências', 'reference'],
  ['Nome completo', null],
  ['E-mail', null],
  ['Empresa', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Endereço de entrega', ['shipping']],
  ['Morada de envio', ['shipping']],
  ['Morada de faturação', ['billing']],
  ['Endereço de cobrança', ['billing']],
  ['Telefone celular', ['mobile']],
  ['Telefone comercial', ['work']],
  ['Telefone residencial', ['home']],
  ['Fax', ['fax']],
  ['Morada anterior', ['previous']],
  ['Nova morada', ['future']],
  ['Novo endereço', ['future']],
  ['Nova senha', []],
  ['Endereço para correspondência', ['mailing']],
  ['Nome completo', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ['Li e aceito os termos e condições*', true, false],
  ['Concordo com a política de privacidade', true, false],
  ['Quero receber novidades e ofertas por e-mail', false, true],
  ['Aceito receber comunicações de parceiros', false, true],
  ['Nome completo', false, false],
  ['Lembrar-me', false, false],
  ['Quero receber e-mails sobre novas vagas', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Endereço (só se não mora com você)', true],
  ['Endereço de cobrança (se diferente)', true],
  ['Endereço de entrega', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['Na qualidade de', true],
  ['Grau de parentesco', true],
  ['Relação com o aluno', true],
  ['Apelido', false],
];

/** A Portuguese page is read in Portuguese, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Nome do pai', 'father'],
  ['Nome da mãe', 'mother'],
  ['Encarregado de educação', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['Salário atual', 'current'],
  ['Pretensão salarial', 'wished'],
];

describeLocale('Portuguese labels', 'pt', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
