/**
 * Words of the fields FillDeck never touches, whatever the template holds: payment cards,
 * one-time codes, captchas and passwords. One copy for the page engine (which never even sends
 * them) and the server's matcher (which never answers them).
 */

/** Card fields that name another card (a health, loyalty or library card) are not payment cards. */
const OTHER_CARD =
  '(?<!\\b(health|medicare|library|loyalty|member|membership|id|identity|student|insurance|reward|rewards|club|rail|travel|transit|gift|citizen|tessera|carte vitale)\\s?)';

/** A payment card's number, code, expiry, holder or type, in any supported language. */
export const PAYMENT_CARD_WORDS = new RegExp(
  [
    `${OTHER_CARD}card.?(number|no|num|#|(holder|owner)(?!.?(message|note|greeting)))`,
    'credit.?card|debit.?card|\\bccnum|\\bcc.?(full.?)?(no|num|number|name|type)\\b|(name|appears|printed) on (the |your )?card',
    '\\bcvv|\\bcvc|\\bc[\\s._-]?v[\\s._-]?[vc]\\b|\\bcsc\\b|\\bcid\\b|security.?code|card.?verification|card.?code',
    '(card|\\bcc).{0,12}expir|expir\\w*.{0,12}card|\\bexp.?(month|year|date|mm|yy)\\b|\\bcc.?exp|valid.?(thru|through|until)',
    '^(expiry|expiration|expires|exp)( date)?$|\\bmm ?/ ?(yy|jj|aa)\\b|(^|\\s)yy(\\s|$)',
    // de, fr, es, nl, pt, it
    'kartennummer|karteninhaber|kreditkarte|prufnummer|gultig bis|ablaufdatum',
    'numero de (la )?carte|titulaire de (la )?carte|carte bancaire|cryptogramme|date d expiration',
    'numero de (la )?tarjeta|titular de (la )?tarjeta|tarjeta de credito|fecha de (caducidad|vencimiento)',
    'kaartnummer|kaarthouder|vervaldatum',
    'numero do cartao|titular do cartao|cartao de credito|validade do cartao',
    'numero (della )?carta|titolare (della )?carta|carta di credito|data di scadenza',
  ].join('|'),
  'i',
);

export const ONE_TIME_CODE_WORDS =
  /one.?time.?(code|pass)|\botp\b|verification.?code|\b2fa\b|authenticat(ion|or).?code|sms.?code|bestatigungscode|code de (verification|confirmation)|codigo de verificacion|verificatiecode|codice di verifica/i;

export const CAPTCHA_WORDS =
  /captcha|type the (word|characters|text)|security check|are you (a )?human|not a robot|kein roboter|pas un robot/i;

/** A password or PIN by its name or id (`user_pwd`, `txtPwd`, `pin`), not a "PIN code" (an Indian postcode). */
export const PASSWORD_CODE_WORDS =
  /passw(or)?d|\bpwd\b|\bpin\b(?! ?code)|kennwort|passwort|mot de passe|contrasena|wachtwoord|senha/i;

/** A label that is only a password: `Password`, `Confirm password`, `PIN`. */
export const PASSWORD_LABEL =
  /^(password|confirm password|repeat password|pin|passwort|kennwort|mot de passe|contraseña|wachtwoord|senha)$/i;
