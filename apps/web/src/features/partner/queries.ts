import { PARTNER_ORG_CALLS, type WalkInRequest } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import type { CardModalApi, LocalCard } from '../payments/index.ts';

const CALLS = PARTNER_ORG_CALLS;

/** Query keys; they start with 'partner' so that the partner's logout drops them. */
export const organisationKeys = {
  admins: ['partner', 'org', 'admins'] as const,
  overview: (month: string) => ['partner', 'org', 'overview', month] as const,
  offer: (venueId: string) => ['partner', 'org', 'walk-in', venueId] as const,
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

export const fetchWalkInTicket = (paymentId: string) =>
  callApi(CALLS.walkInTicket, { params: { paymentId } });

/** The desk admits the entry it sold (no customer's card); `confirmTicketId` confirms another time. */
export const admitWalkIn = (paymentId: string, confirmTicketId?: string) =>
  callApi(CALLS.walkInAdmit, { params: { paymentId }, body: confirmTicketId ? { confirmTicketId } : {} });

/** The card modal's calls for a desk sale: the customer's card, confirmed by the desk. */
export function deskCardApi(paymentId: () => string | null): CardModalApi {
  return {
    config: () => callApi(CALLS.paymentConfig, {}),
    confirmLocal: (clientSecret: string, card: LocalCard) =>
      callApi(CALLS.walkInCard, { params: { paymentId: paymentId() ?? '' }, body: { clientSecret, card } }),
    authenticateLocal: (clientSecret: string, approve: boolean) =>
      callApi(CALLS.walkInAuthenticate, {
        params: { paymentId: paymentId() ?? '' },
        body: { clientSecret, approve },
      }),
  };
}
