import { z } from 'zod';
import { defineCall as call } from './call-kit.ts';
import { idParams } from './catalogue.ts';
import {
  companyDetails,
  companyDetailsInput,
  companyInvoice,
  companyInvoiceParams,
  companyInvoicesResponse,
  companySeat,
  companySeatsQuery,
  companySeatsResponse,
  inviteEmployeesRequest,
  inviteEmployeesResponse,
  seatInvitationPreview,
  seatInvitationQuery,
  seatInvitationRequest,
} from './companies.ts';
import { createSubscriptionResponse } from './subscriptions.ts';

/**
 * The corporate plan: a company's own details and employee seats (business token: only its own
 * rows), and the employee's acceptance of an invitation (user token).
 */
export const COMPANY_CALLS = {
  details: call({
    method: 'GET',
    path: '/business/company',
    summary: "The company's details: name, IČO, DIČ, billing address, contact person",
    role: 'business',
    status: 200,
    answer: companyDetails,
  }),
  updateDetails: call({
    method: 'PUT',
    path: '/business/company',
    summary: "Change the company's details (IČO and DIČ checked by their check digits)",
    role: 'business',
    body: companyDetailsInput,
    status: 200,
    answer: companyDetails,
  }),
  seats: call({
    method: 'GET',
    path: '/business/seats',
    summary: "The company's employee seats with this month's entry counts (no venues), paged",
    role: 'business',
    query: companySeatsQuery,
    status: 200,
    answer: companySeatsResponse,
  }),
  invite: call({
    method: 'POST',
    path: '/business/seats',
    summary:
      'Invite employees by e-mail to a company-paid Championship (area or all locations, contribution)',
    role: 'business',
    body: inviteEmployeesRequest,
    status: 200,
    answer: inviteEmployeesResponse,
    errors: [404],
  }),
  removeSeat: call({
    method: 'DELETE',
    path: '/business/seats/:id',
    summary: 'Remove an employee: the Championship runs to the end of the paid period and is not renewed',
    role: 'business',
    params: idParams,
    status: 200,
    answer: companySeat,
  }),
  invoices: call({
    method: 'GET',
    path: '/business/invoices',
    summary: "The company's invoices (faktura – daňový doklad), newest first",
    role: 'business',
    status: 200,
    answer: companyInvoicesResponse,
  }),
  issueInvoice: call({
    method: 'POST',
    path: '/business/invoices',
    summary:
      "Issue this month's invoice: the company's share of every seat holding a Championship now; one per month, numbered in its own gap-free series",
    role: 'business',
    status: 201,
    answer: companyInvoice,
    errors: [409, 422],
  }),
  invoicePdf: call({
    method: 'GET',
    path: '/business/invoices/:number/pdf',
    summary: 'The invoice as a PDF with the QR Platba code',
    role: 'business',
    params: companyInvoiceParams,
    status: 200,
    answer: z.any().describe('application/pdf'),
  }),
  invitationPreview: call({
    method: 'GET',
    path: '/user/company-seats/invitation',
    summary:
      "What a company's invitation link offers: the company, plan, location and the split of the period price",
    role: 'user',
    query: seatInvitationQuery,
    status: 200,
    answer: seatInvitationPreview,
    errors: [404, 409],
  }),
  acceptInvitation: call({
    method: 'POST',
    path: '/user/company-seats/accept',
    summary:
      "Take a company's seat from the invitation link: an active Championship, or the card step for the employee's share (own credit only with useCredits)",
    role: 'user',
    body: seatInvitationRequest,
    status: 200,
    answer: createSubscriptionResponse,
    errors: [402, 409],
    moneyWrite: true,
  }),
} as const;
