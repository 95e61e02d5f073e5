import { z } from 'zod';
import { email, personName } from './auth.ts';
import { isoDateTime, uuid } from './common.ts';

/**
 * The back office's partner organisations: a partner-role account (the operator) that owns several
 * admin (venue partner) accounts. The back office creates one (the account gets a 7-day link to set
 * its password) and links or unlinks admin accounts; an admin belongs to at most one organisation.
 */

export const ORGANISATION_NAME_MAX = 200;

export const boOrganisationAdmin = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
});
export type BoOrganisationAdmin = z.infer<typeof boOrganisationAdmin>;

export const boOrganisation = z.object({
  id: uuid,
  /** the company (the organisation's name) */
  name: z.string(),
  /** the contact person (the partner account's name) */
  contactName: z.string(),
  email: z.string(),
  /** whether the partner account has set its password yet */
  passwordSet: z.boolean(),
  createdAt: isoDateTime,
  admins: z.array(boOrganisationAdmin),
});
export type BoOrganisation = z.infer<typeof boOrganisation>;

export const boOrganisationsResponse = z.object({ organisations: z.array(boOrganisation) });
export type BoOrganisationsResponse = z.infer<typeof boOrganisationsResponse>;

export const boOrganisationCreateBody = z.object({
  name: z
    .string({ error: 'Zadejte název organizace.' })
    .trim()
    .min(2, 'Zadejte název organizace (alespoň 2 znaky).')
    .max(ORGANISATION_NAME_MAX, `Název organizace může mít nejvýše ${ORGANISATION_NAME_MAX} znaků.`),
  contactName: personName,
  email,
});
export type BoOrganisationCreateBody = z.infer<typeof boOrganisationCreateBody>;

export const boOrganisationParams = z.object({ id: uuid });
export const boOrganisationAdminParams = z.object({ id: uuid, adminId: uuid });
export const boOrganisationLinkBody = z.object({
  adminId: uuid.describe('The admin (venue partner) account to link'),
});
export type BoOrganisationLinkBody = z.infer<typeof boOrganisationLinkBody>;

/** A change's answer: the organisation as it is now and a Czech message to show. */
export const boOrganisationChange = z.object({
  organisation: boOrganisation,
  /** false when nothing changed (linked already, or not linked when unlinking) */
  changed: z.boolean(),
  message: z.string(),
});
export type BoOrganisationChange = z.infer<typeof boOrganisationChange>;
