import { z } from 'zod';
import {
  backofficeBusinessesQuery,
  backofficeBusinessesResponse,
  backofficeBusinessParams,
  backofficeCompanyInvoicesResponse,
  backofficeInvoicePaidResponse,
  backofficeInvoiceParams,
} from './backoffice-businesses.ts';
import { defineCall as call } from './call-kit.ts';

/** The back office's companies (/superadmin/business): the list, their invoices, marking one paid. */
export const BACKOFFICE_BUSINESS_CALLS = {
  list: call({
    method: 'GET',
    path: '/superadmin/businesses',
    summary: 'Companies with their seats and invoices, searched by name, IČO or e-mail and paged',
    role: 'superadmin',
    query: backofficeBusinessesQuery,
    status: 200,
    answer: backofficeBusinessesResponse,
  }),
  invoices: call({
    method: 'GET',
    path: '/superadmin/businesses/:id/invoices',
    summary: "A company's invoices, newest first",
    role: 'superadmin',
    params: backofficeBusinessParams,
    status: 200,
    answer: backofficeCompanyInvoicesResponse,
    errors: [404],
  }),
  invoicePdf: call({
    method: 'GET',
    path: '/superadmin/businesses/invoices/:number/pdf',
    summary: 'A company invoice as a PDF with the QR Platba code',
    role: 'superadmin',
    params: backofficeInvoiceParams,
    status: 200,
    answer: z.any().describe('application/pdf'),
    errors: [404],
  }),
  markPaid: call({
    method: 'POST',
    path: '/superadmin/businesses/invoices/:number/paid',
    summary: 'Mark a company invoice paid (the payment arrived on the account); audited; once only',
    role: 'superadmin',
    params: backofficeInvoiceParams,
    status: 200,
    answer: backofficeInvoicePaidResponse,
    errors: [404, 409],
  }),
} as const;
