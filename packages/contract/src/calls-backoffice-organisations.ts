import {
  boOrganisationAdminParams,
  boOrganisationChange,
  boOrganisationCreateBody,
  boOrganisationLinkBody,
  boOrganisationParams,
  boOrganisationsResponse,
} from './backoffice-organisations.ts';
import { defineCall as call } from './call-kit.ts';

/**
 * The back office's partner organisations: the list, creating one (a partner account invited by
 * e-mail) and linking or unlinking its admin (venue partner) accounts; every change is audited.
 */
export const BO_ORGANISATION_CALLS = {
  list: call({
    method: 'GET',
    path: '/superadmin/organisations',
    summary: 'Partner organisations with their contact and the admin accounts they own',
    role: 'superadmin',
    status: 200,
    answer: boOrganisationsResponse,
  }),
  create: call({
    method: 'POST',
    path: '/superadmin/organisations',
    summary:
      'Create a partner organisation: a partner account without a password and a 7-day link to set it by e-mail; audited',
    role: 'superadmin',
    body: boOrganisationCreateBody,
    status: 201,
    answer: boOrganisationChange,
    errors: [409],
  }),
  link: call({
    method: 'POST',
    path: '/superadmin/organisations/:id/admins',
    summary:
      'Link an admin account to the organisation (once; an admin of another organisation is refused); audited',
    role: 'superadmin',
    params: boOrganisationParams,
    body: boOrganisationLinkBody,
    status: 200,
    answer: boOrganisationChange,
    errors: [404, 409],
  }),
  unlink: call({
    method: 'DELETE',
    path: '/superadmin/organisations/:id/admins/:adminId',
    summary: 'Unlink an admin account from the organisation; audited',
    role: 'superadmin',
    params: boOrganisationAdminParams,
    status: 200,
    answer: boOrganisationChange,
    errors: [404],
  }),
} as const;
