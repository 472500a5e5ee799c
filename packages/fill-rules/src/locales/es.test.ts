import type { BlockKind, Concept, ParentRole, PersonKind } from '../index.ts';
import { describeLocale } from './fixture-tables.ts';

/**
 * Labels as Spanish forms write them, and what a person filling the form understands them to ask
 * (null: nothing a profile holds).
 */
const LABELS: Array<[string, Concept | null]> = [
  ['Dónde trabajo ahora', 'organization'],
  ['¿Dónde nació?', 'birthPlace'],
  ['¿Cuánto tiempo lleva en este domicilio?', null],
  ['Preaviso con la empresa actual', 'noticePeriod'],
  ['Núm. exterior', 'houseNumber'],
  ['Núm. interior', 'addressLine2'],
  ['Estado civil', 'maritalStatus'],
  ['Localidad de nacimiento', 'birthPlace'],
  ['Nací en', 'birthPlace'],
  ['Apellido y nombre', 'fullName'],
  ['Descripción del puesto', null],
  ['Dirección del alojamiento', null],
  // Names
  ['Nombre de pila', 'givenName'],
  ['Años trabajados', 'yearsOfExperience'],
  ['Años como enfermera', 'yearsOfExperience'],
  ['Primer nombre*', 'givenName'],
  ['Apellidos*', 'familyName'],
  ['Apellido de soltera', 'birthFamilyName'],
  ['Nombre preferido', 'preferredName'],
  ['Apellido:', 'familyName'],
  ['Primer apellido', 'firstSurname'],
  ['Segundo apellido', 'secondSurname'],
  ['Segundo nombre', 'middleName'],
  ['Nombre completo', 'fullName'],
  ['Nació el', 'birthDate'],
  ['Fecha nac. (dd/mm/aaaa)', 'birthDate'],
  ['Nombre y apellidos*', 'fullName'],
  ['Nombres y apellidos', 'fullName'],
  // The plural asks for the given names only.
  ['Nombres', 'givenName'],
  ['Nombre(s)', 'givenName'],
  ['Nombre', 'fullName'],
  ['Tratamiento', 'honorific'],
  // Email and phone
  ['Correo electrónico*', 'email'],
  ['Correo electrónico:', 'email'],
  ['E-mail', 'email'],
  ['Dirección de correo electrónico', 'email'],
  ['Confirmar correo electrónico', 'email'],
  ['Teléfono', 'tel'],
  ['Teléfono móvil*', 'tel'],
  ['Celular', 'tel'],
  ['Número de teléfono', 'tel'],
  ['Tel. fijo', 'tel'],
  ['Prefijo internacional', 'telCountryCode'],
  ['Código de área', 'telAreaCode'],
  ['Lada', 'telAreaCode'],
  ['Teléfono con lada', 'tel'],
  ['Teléfono con código de país', 'tel'],
  // Birth, sex, nationality
  ['Fecha de nacimiento (DD/MM/AAAA)', 'birthDate'],
  ['Fecha de nacimiento*', 'birthDate'],
  ['Lugar de nacimiento', 'birthPlace'],
  ['País de nacimiento', 'birthPlace'],
  ['Sexo', 'sex'],
  ['Género', 'sex'],
  ['Nacionalidad', 'nationality'],
  // Work
  ['Empresa', 'organization'],
  ['Nombre de la empresa', 'organization'],
  ['Razón social', 'organization'],
  ['Compañía (opcional)', 'organization'],
  ['Cargo', 'jobTitle'],
  ['Puesto actual', 'jobTitle'],
  ['Profesión', 'jobTitle'],
  ['Ocupación', 'jobTitle'],
  // Address
  ['Dirección', 'streetAddress'],
  ['Dirección*', 'streetAddress'],
  ['Domicilio', 'streetAddress'],
  ['Calle', 'streetAddress'],
  ['Calle y número', 'streetAddress'],
  ['Nombre de la vía', 'streetName'],
  ['Nombre de la calle', 'streetName'],
  ['Número', 'houseNumber'],
  ['Número exterior', 'houseNumber'],
  ['Nº', 'houseNumber'],
  ['Número interior', 'addressLine2'],
  ['Piso / Puerta', 'addressLine2'],
  ['Piso, puerta, escalera (opcional)', 'addressLine2'],
  ['Código postal (CP)', 'postalCode'],
  ['Código postal*', 'postalCode'],
  ['C.P.', 'postalCode'],
  ['Ciudad', 'city'],
  ['Localidad', 'city'],
  ['Municipio', 'city'],
  ['Población', 'city'],
  ['Provincia', 'state'],
  ['Estado', 'state'],
  ['Comunidad autónoma', 'state'],
  ['País', 'country'],
  ['País de residencia', 'country'],
  // Web, documents, never
  ['Perfil de LinkedIn', 'linkedin'],
  ['DNI/NIE', 'document'],
  ['Número de pasaporte', 'document'],
  ['Cédula de identidad', 'document'],
  ['NIF', 'document'],
  ['Nombre de usuario', 'never'],
  ['Código promocional', 'never'],
  ['Cupón de descuento', 'never'],
  // No concept
  ['Número de empleados', null],
  ['¿Cómo nos conociste?', null],
  ['Puesto al que aplica', null],
  ['Puesto deseado', null],
  ['Mensaje', null],
  ['Asunto', null],
  ['Comentarios', null],
  ['Sector', null],
  ['Pretensión salarial', 'salary'],
  ['Fecha de inicio', null],
];

/** Labels about someone other than the user (null: the user). */
const PEOPLE: Array<[string, PersonKind | null]> = [
  ['¿Quién recibe el regalo?', 'recipient'],
  ['Regalo para Lucía', 'recipient'],
  ['El presente formulario', null],
  ['Personas autorizadas a recoger al menor', 'other'],
  ['Datos del otro conductor', 'other'],
  ['Clínica veterinaria', 'doctor'],
  ['Datos de la mascota', 'other'],
  ['Segundo titular', 'coApplicant'],
  ['Recomendado por', 'other'],
  ['Titular', null],
  ['Otras personas que cambian de domicilio con el solicitante', 'other'],
  ['Nombre del arrendador', 'other'],
  ['Nombre del colega', 'other'],
  ['Compañero de viaje', 'other'],
  ['Acompañante', 'other'],
  ['Papá', 'parent'],
  ['Teléfono de mamá', 'parent'],
  ['Contacto de emergencia', 'emergency'],
  ['Datos de la otra persona', 'other'],
  ['En caso de emergencia avisar a', 'emergency'],
  ['Nombre del cónyuge', 'spouse'],
  ['Javier (marido)', 'spouse'],
  ['Teléfono de mi mujer', 'spouse'],
  ['Nombre del padre, madre o tutor', 'parent'],
  ['Fecha de nacimiento del hijo', 'child'],
  ['Nombre del alumno', 'child'],
  ['Médico de cabecera', 'doctor'],
  ['Cotitular', 'coApplicant'],
  ['Conductor adicional', 'coApplicant'],
  ['Pasajero 2', 'other'],
  ['Beneficiario', 'recipient'],
  ['Referencias personales', 'reference'],
  ['Nombre', null],
  ['Correo electrónico', null],
  ['Empresa', null],
];

/** Labels naming the block (address or phone) a field belongs to. */
const BLOCKS: Array<[string, BlockKind[]]> = [
  ['Dirección de envío', ['shipping']],
  ['Dirección de entrega', ['shipping']],
  ['Dirección de facturación', ['billing']],
  ['Domicilio fiscal – calle', ['billing']],
  ['Estudio – para facturar', ['billing']],
  ['Teléfono móvil', ['mobile']],
  ['Teléfono del trabajo', ['work']],
  ['Teléfono fijo', ['home']],
  ['Fax', ['fax']],
  ['Dirección anterior', ['previous']],
  ['Nuevo domicilio', ['future']],
  ['Nueva dirección', ['future']],
  ['Nuevo cliente', []],
  ['Dirección de correspondencia', ['mailing']],
  ['Dirección del empleador', ['employer']],
  ['Nombre', []],
];

/** Checkbox texts: [text, asks to agree to terms or privacy, offers marketing]. */
const AGREEMENTS: Array<[string, boolean, boolean]> = [
  ['He leído y acepto la política de privacidad*', true, false],
  ['Acepto los términos y condiciones', true, false],
  ['Acepto el aviso legal', true, false],
  ['Deseo recibir ofertas y promociones por correo electrónico', false, true],
  ['Suscribirme al boletín', false, true],
  ['Nombre', false, false],
  ['Recordarme', false, false],
  ['Quiero recibir correos con nuevas ofertas de empleo', false, true],
];

/** Labels that ask only when the answer differs from one given before. */
const IF_DIFFERENT: Array<[string, boolean]> = [
  ['Domicilio (solo si no vive con usted)', true],
  ['Dirección de facturación (si es diferente)', true],
  ['Dirección de envío', false],
];

/** Labels that ask how someone is related to the user. */
const RELATIONSHIP: Array<[string, boolean]> = [
  ['En calidad de', true],
  ['Parentesco', true],
  ['Relación con el paciente', true],
  ['Apellidos', false],
];

/** A Spanish page is read in Spanish, then English (as the matcher reads a page). */
const PARENTS: Array<[string, ParentRole | null]> = [
  ['Nombre del padre', 'father'],
  ['Mamá', 'mother'],
  ['Tutor legal', null],
];

const TIMEFRAMES: Array<[string, 'current' | 'wished' | null]> = [
  ['Salario actual', 'current'],
  ['Salario deseado', 'wished'],
];

describeLocale('Spanish labels', 'es', {
  labels: LABELS,
  people: PEOPLE,
  blocks: BLOCKS,
  agreements: AGREEMENTS,
  ifDifferent: IF_DIFFERENT,
  relationship: RELATIONSHIP,
  parents: PARENTS,
  timeframes: TIMEFRAMES,
});
