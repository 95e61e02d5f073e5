import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';

/**
 * The English of the schemas' own Czech messages, keyed by the Czech text: a refused field
 * of an English request is answered with it (the API's error handler), and a form can show it. Started
 * with the account forms (auth.ts, common.ts); a Czech message without its English here stays Czech.
 */
export const SCHEMA_TEXTS_EN: Readonly<Record<string, string>> = {
  'Zadejte e-mail.': 'Enter your e-mail.',
  'E-mail je příliš dlouhý.': 'The e-mail is too long.',
  'Zadejte platný e-mail.': 'Enter a valid e-mail.',
  'Zadejte heslo.': 'Enter your password.',
  [`Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků.`]: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
  [`Heslo může mít nejvýše ${PASSWORD_MAX_LENGTH} znaků.`]: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`,
  'Heslo je příliš dlouhé.': 'The password is too long.',
  'Zadejte jméno.': 'Enter your name.',
  'Zadejte jméno a příjmení.': 'Enter your first name and surname.',
  'Jméno je příliš dlouhé.': 'The name is too long.',
  'IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.':
    'The IČO (company ID) has an invalid check digit. Please check it.',
  'DIČ má tvar CZ a 8–10 číslic, např. CZ25596641.':
    'The DIČ (VAT ID) is CZ and 8–10 digits, e.g. CZ25596641.',
  'Adresa může mít nejvýše 300 znaků.': 'The address may have at most 300 characters.',
  'Pro registraci je nutný souhlas s obchodními podmínkami.':
    'To register, you must agree to the terms and conditions.',
  'Odkaz je neplatný.': 'The link is invalid.',
  'Zadejte současné heslo.': 'Enter your current password.',
  'Pro smazání účtu zadejte heslo.': 'Enter your password to delete the account.',
  'Telefon může mít nejvýše 30 znaků.': 'The phone number may have at most 30 characters.',
  'Zadejte telefonní číslo, např. +420 777 123 456.': 'Enter a phone number, e.g. +420 777 123 456.',
};
