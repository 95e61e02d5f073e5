import {
  ACCOUNT_ROLES,
  isValidDic,
  isValidIco,
  LANGUAGES,
  normalizeDic,
  normalizeIco,
} from '@champions/domain';
import { z } from 'zod';
import { phoneText, uuid } from './common.ts';

/**
 * The roles live in the domain (one list for the contract, the database and both apps), and so do the
 * languages: an account's language, a request's language.
 */
export {
  ACCOUNT_ROLES,
  type AccountRole,
  LANGUAGES,
  type Language,
  SELF_REGISTERING_ROLES,
} from '@champions/domain';
export const languageSchema = z.enum(LANGUAGES);

export const PASSWORD_MIN_LENGTH = 8;

export const email = z
  .string({ error: 'Zadejte e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail je příliš dlouhý.')
  .pipe(z.email({ error: 'Zadejte platný e-mail.' }));

export const PASSWORD_MAX_LENGTH = 128;

/**
 * 8 to 128 characters and no composition rule (NIST SP 800-63B): a long passphrase is better than
 * "Password1". The API also refuses common passwords and ones made of the account's e-mail or name.
 */
export const newPassword = z
  .string({ error: 'Zadejte heslo.' })
  .min(PASSWORD_MIN_LENGTH, `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků.`)
  .max(PASSWORD_MAX_LENGTH, `Heslo může mít nejvýše ${PASSWORD_MAX_LENGTH} znaků.`);

export const personName = z
  .string({ error: 'Zadejte jméno.' })
  .trim()
  .min(2, 'Zadejte jméno a příjmení.')
  .max(120, 'Jméno je příliš dlouhé.');

export const registerRequest = z.object({
  email,
  password: newPassword,
  name: personName,
  phone: phoneText.optional(),
  companyName: z.string().trim().max(200).optional(),
  /** IČO: checked by its mod-11 check digit (a business must give it) */
  companyId: z
    .string()
    .trim()
    .max(20)
    .transform(normalizeIco)
    .refine(isValidIco, 'IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.')
    .optional(),
  /** DIČ of a business, optional: CZ and 8–10 digits */
  vatId: z
    .string()
    .trim()
    .max(20)
    .transform(normalizeDic)
    .refine(isValidDic, 'DIČ má tvar CZ a 8–10 číslic, např. CZ25596641.')
    .optional(),
  /** a business's billing address (required for a business) */
  billingAddress: z.string().trim().max(300, 'Adresa může mít nejvýše 300 znaků.').optional(),
  /**
   * the code of the referral link the person came through (`?ref=`); an unknown code is ignored, the
   * registration goes on without a referrer
   */
  referralCode: z.string().trim().toUpperCase().max(40).optional(),
  /**
   * the language the account's e-mails and documents are written in (the page's language); without
   * it the request's Accept-Language decides (domain preferredLanguage)
   */
  language: languageSchema.optional(),
  /** consent to the terms is required */
  acceptTerms: z.literal(true, { error: 'Pro registraci je nutný souhlas s obchodními podmínkami.' }),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: 'Zadejte heslo.' })
    .min(1, 'Zadejte heslo.')
    .max(128, 'Heslo je příliš dlouhé.'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenRequest = z.object({ token: z.string().min(10, 'Odkaz je neplatný.').max(200) });

export const forgotPasswordRequest = z.object({ email });

export const resetPasswordRequest = z.object({
  token: z.string().min(10, 'Odkaz je neplatný.').max(200),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const staffSignupRequest = z.object({
  token: z.string().min(10, 'Odkaz je neplatný.').max(200),
  name: personName,
  password: newPassword,
});

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Zadejte současné heslo.').max(128),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const updateProfileRequest = z.object({
  name: personName,
  phone: phoneText.nullable().optional(),
  /** a new e-mail is confirmed from a link sent to it; the change needs the current password */
  email: email.optional(),
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const deleteAccountRequest = z.object({
  password: z.string().min(1, 'Pro smazání účtu zadejte heslo.').max(128),
});

export const accountProfile = z.object({
  id: uuid,
  role: z.enum(ACCOUNT_ROLES),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  companyId: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** the account's language: its e-mails and documents are written in it */
  language: languageSchema,
});
export type AccountProfile = z.infer<typeof accountProfile>;

export const loginResponse = z.object({ token: z.string(), account: accountProfile });
export type LoginResponse = z.infer<typeof loginResponse>;

/** PUT /api/user/language: the account's language, kept for its e-mails and documents. */
export const languageRequest = z.object({ language: languageSchema });
export const languageResponse = z.object({ language: languageSchema });
export type LanguageRequest = z.infer<typeof languageRequest>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const staffInvitationRequest = z.object({ email, name: personName.optional() });

export const impersonateRequest = z.object({ adminId: uuid });
export const impersonateResponse = z.object({ token: z.string(), admin: accountProfile });
