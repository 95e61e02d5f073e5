import { createPriceChangeBody, priceChange, priceListQuery, priceOverview } from './backoffice-prices.ts';
import { defineCall as call } from './call-kit.ts';
import { idParams } from './catalogue.ts';

/**
 * The back office's Ceník (superadmin token only): prices in force and scheduled changes. A change
 * starts tomorrow at the earliest and applies to new periods; a future one can be cancelled. Audited.
 */
export const PRICE_CALLS = {
  overview: call({
    method: 'GET',
    path: '/superadmin/prices',
    summary: 'Prices in force today and a page of scheduled changes (newest start first)',
    role: 'superadmin',
    query: priceListQuery,
    status: 200,
    answer: priceOverview,
  }),
  create: call({
    method: 'POST',
    path: '/superadmin/prices',
    summary: 'Schedule a price or default-commission change from a Prague day (tomorrow at the earliest)',
    role: 'superadmin',
    body: createPriceChangeBody,
    status: 201,
    answer: priceChange,
    errors: [404, 422],
  }),
  detail: call({
    method: 'GET',
    path: '/superadmin/prices/:id',
    summary: 'One scheduled price change',
    role: 'superadmin',
    params: idParams,
    status: 200,
    answer: priceChange,
  }),
  cancel: call({
    method: 'POST',
    path: '/superadmin/prices/:id/cancel',
    summary: 'Cancel a change that has not started yet (409 once started or cancelled)',
    role: 'superadmin',
    params: idParams,
    status: 200,
    answer: priceChange,
    errors: [409],
  }),
} as const;
