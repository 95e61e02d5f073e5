import { PARTNER_ORG_CALLS, type WalkInRequest } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

const CALLS = PARTNER_ORG_CALLS;

/** Query keys; they start with 'partner' so that the partner's logout drops them. */
export const organisationKeys = {
  admins: ['partner', 'org', 'admins'] as const,
  overview: (month: string) => ['partner', 'org', 'overview', month] as const,
  offer: (venueId: string) => ['partner', 'org', 'walk-in', venueId] as const,
  sale: (saleId: string) => ['partner', 'org', 'walk-in-sale', saleId] as const,
};

/** This month in Prague, YYYY-MM. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

export const useOrganisationAdmins = () =>
  useQuery({
    queryKey: organisationKeys.admins,
    queryFn: ({ signal }) => callApi(CALLS.admins, { signal }),
  });

export const useOrganisationOverview = (month: string) =>
  useQuery({
    queryKey: organisationKeys.overview(month),
    queryFn: ({ signal }) => callApi(CALLS.overview, { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });

export const overviewCsvFile = (month: string): DownloadFile => ({
  url: `${API_BASE}${CALLS.overviewCsv.path}?month=${encodeURIComponent(month)}`,
  filename: `prehled-organizace-${month}.csv`,
});

/** The first and last day of a month YYYY-MM. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The dashboard figures of every owned venue side by side for one month. */
export const useOrganisationInsights = (month: string) =>
  useQuery({
    queryKey: ['partner', 'org', 'insights', month] as const,
    queryFn: ({ signal }) => callApi(CALLS.insights, { query: monthDays(month), signal }),
    placeholderData: keepPreviousData,
  });

export const insightsCsvFile = (month: string): DownloadFile => {
  const { from, to } = monthDays(month);
  return {
    url: `${API_BASE}${CALLS.insightsCsv.path}?from=${from}&to=${to}`,
    filename: `prehled-mist-${from}-${to}.csv`,
  };
};

export const openAdminSession = (adminId: string) => callApi(CALLS.openAdmin, { params: { adminId } });

export const useWalkInOffer = (venueId: string) =>
  useQuery({
    queryKey: organisationKeys.offer(venueId),
    queryFn: ({ signal }) => callApi(CALLS.walkInOffer, { query: { venueId }, signal }),
    enabled: venueId !== '',
    refetchInterval: 60_000,
  });

export const sellWalkIn = (body: WalkInRequest, idempotencyKey: string) =>
  callApi(CALLS.walkIn, { body, headers: { 'Idempotency-Key': idempotencyKey } });

/** A desk sale while the customer pays on her phone: asked every 2 s until it is no longer waiting. */
export const useWalkInStatus = (saleId: string) =>
  useQuery({
    queryKey: organisationKeys.sale(saleId),
    queryFn: ({ signal }) => callApi(CALLS.walkInStatus, { params: { paymentId: saleId }, signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : 2_000),
  });

/** The desk cancels a sale not paid yet (its payment link stops working). */
export const cancelWalkIn = (saleId: string) =>
  callApi(CALLS.walkInCancel, { params: { paymentId: saleId } });

/** The desk admits the entry it sold (no customer's card); `confirmTicketId` confirms another time. */
export const admitWalkIn = (paymentId: string, confirmTicketId?: string) =>
  callApi(CALLS.walkInAdmit, { params: { paymentId }, body: confirmTicketId ? { confirmTicketId } : {} });
