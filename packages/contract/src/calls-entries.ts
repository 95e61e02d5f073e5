import { z } from 'zod';
import { defineCall } from './call-kit.ts';
import { idParams } from './catalogue.ts';
import {
  calendarLinkQuery,
  cardAdmissionResponse,
  cardResponse,
  entryCancelResponse,
  entryPurchaseRequest,
  entryPurchaseResponse,
  entryQuoteQuery,
  entryQuoteResponse,
  friendPlaceParams,
  friendPlaceView,
  guestPlaceParams,
  guestPlaceSendRequest,
  guestPlacesResponse,
  historyEntry,
  historyQuery,
  historyResponse,
  scanRequest,
  scanResponse,
  sentGuestPlace,
  todayEntriesResponse,
} from './entries.ts';
import { paymentIdParams } from './payments.ts';
import { review, reviewCreateRequest, reviewReplyRequest, reviewsQuery, reviewsResponse } from './reviews.ts';
import { waitlistItem, waitlistJoinRequest, waitlistResponse } from './waitlist.ts';

/** The user's entries: quote, buy or claim, history, cancel, the QR card and the calendar file. */
export const ENTRY_CALLS = {
  history: defineCall({
    method: 'GET',
    path: '/user/entries',
    summary: 'Entry history: upcoming first, then past entries, paginated',
    role: 'user',
    query: historyQuery,
    status: 200,
    answer: historyResponse,
  }),
  quote: defineCall({
    method: 'GET',
    path: '/user/entries/quote',
    summary: 'What an entry for this slot and option costs the user, and whether it can be paid now',
    role: 'user',
    query: entryQuoteQuery,
    status: 200,
    answer: entryQuoteResponse,
    errors: [409],
  }),
  purchase: defineCall({
    moneyWrite: true,
    method: 'POST',
    path: '/user/entries',
    summary:
      'Claim an entry covered by the membership, or buy it: credits first, then the card (202 with the payment for the card modal)',
    role: 'user',
    body: entryPurchaseRequest,
    status: 201,
    alsoStatus: 202,
    answer: entryPurchaseResponse,
    errors: [402, 404, 409, 503],
  }),
  byPayment: defineCall({
    method: 'GET',
    path: '/user/payments/:paymentId/entry',
    summary:
      'The entry a card payment bought (after the card modal and the payment sync); 404 while the payment has not bought it yet, 400 when it was paid but the slot filled meanwhile (the money goes back)',
    role: 'user',
    params: paymentIdParams,
    status: 200,
    answer: historyEntry,
    errors: [400, 404, 409],
  }),
  cancel: defineCall({
    moneyWrite: true,
    method: 'POST',
    path: '/user/entries/:id/cancel',
    summary:
      'Cancel an unused entry: until 2 hours before the slot the price returns as credits; later the place is offered and the price returns when someone takes it',
    role: 'user',
    params: idParams,
    status: 200,
    answer: entryCancelResponse,
    errors: [409],
  }),
  calendar: defineCall({
    method: 'GET',
    path: '/user/entries/:id/calendar.ics',
    summary: 'The entry as a calendar file (.ics) with a reminder the day before',
    role: 'user',
    params: idParams,
    status: 200,
    answer: z.string(),
  }),
  signedCalendar: defineCall({
    method: 'GET',
    path: '/public/entries/:id/calendar.ics',
    summary: 'The entry as a calendar file, from the reminder e-mail’s signed link (no sign-in)',
    role: null,
    params: idParams,
    query: calendarLinkQuery,
    status: 200,
    answer: z.string(),
  }),
  card: defineCall({
    method: 'GET',
    path: '/user/card',
    summary: 'The QR card: name, plan, next entries and the secret of the rotating code',
    role: 'user',
    status: 200,
    answer: cardResponse,
  }),
  cardAdmission: defineCall({
    method: 'GET',
    path: '/user/card/admission',
    summary:
      "The card holder's admission in the last few minutes, if any: the open card polls it to show that the reception let them in",
    role: 'user',
    status: 200,
    answer: cardAdmissionResponse,
  }),
} as const;

/** Waitlists of full slots: the next freed place is bought for the first in line. */
export const WAITLIST_CALLS = {
  list: defineCall({
    method: 'GET',
    path: '/user/waitlist',
    summary: 'The user’s places on waitlists of full slots, with the position in line',
    role: 'user',
    status: 200,
    answer: waitlistResponse,
  }),
  join: defineCall({
    method: 'POST',
    path: '/user/waitlist',
    summary: 'Join the waitlist of a full slot: the next freed place is bought for the user automatically',
    role: 'user',
    body: waitlistJoinRequest,
    status: 201,
    answer: waitlistItem,
    errors: [409],
  }),
  leave: defineCall({
    method: 'DELETE',
    path: '/user/waitlist/:id',
    summary: 'Leave a waitlist',
    role: 'user',
    params: idParams,
    status: 200,
    answer: waitlistItem,
    errors: [409],
  }),
} as const;

/**
 * Scanning at the door, mounted for the partner and their reception (`/admin/...`, `/staff/...`) and
 * for a partner organisation's reception (`/partner/...`, where the scan names the venue):
 * `callApi(SCAN_CALLS.scan, { prefix: '/staff', body })`.
 */
export const SCAN_CALLS = {
  scan: defineCall({
    method: 'POST',
    path: '/entries/scan',
    summary: 'Scan a QR card (or typed code): admits once, or says why not in the language of the request',
    role: 'account',
    body: scanRequest,
    status: 200,
    answer: scanResponse,
  }),
  today: defineCall({
    method: 'GET',
    path: '/entries/today',
    summary: 'Today’s entries at the partner’s venues and the latest scans',
    role: 'account',
    status: 200,
    answer: todayEntriesResponse,
  }),
} as const;

/** Verified reviews: the visitor rates a scanned entry, everyone reads them, the partner replies once. */
export const REVIEW_CALLS = {
  create: defineCall({
    method: 'POST',
    path: '/user/entries/:id/review',
    summary: 'Rate the activity of a scanned entry (1–5, short text), once, within 14 days of the scan',
    role: 'user',
    params: idParams,
    body: reviewCreateRequest,
    status: 201,
    answer: review,
    errors: [409],
  }),
  published: defineCall({
    method: 'GET',
    path: '/public/activities/:id/reviews',
    summary: 'Verified reviews of an activity: average, count and a page of reviews (newest first)',
    role: null,
    params: idParams,
    query: reviewsQuery,
    status: 200,
    answer: reviewsResponse,
  }),
  partner: defineCall({
    method: 'GET',
    path: '/admin/activities/:id/reviews',
    summary: 'Reviews of the partner’s activity (also unpublished ones), to reply to',
    role: 'admin',
    params: idParams,
    query: reviewsQuery,
    status: 200,
    answer: reviewsResponse,
  }),
  reply: defineCall({
    method: 'POST',
    path: '/admin/reviews/:id/reply',
    summary: 'The partner’s one reply to a review of their activity',
    role: 'admin',
    params: idParams,
    body: reviewReplyRequest,
    status: 200,
    answer: review,
    errors: [409],
  }),
} as const;

/** "A friend along": the buyer's friends' places, the friend's link (no account) and the claim. */
export const FRIEND_PLACE_CALLS = {
  guests: defineCall({
    method: 'GET',
    path: '/user/entries/:id/guests',
    summary: 'The friends’ places bought with this entry: who has which place (sent to, claimed by, used)',
    role: 'user',
    params: idParams,
    status: 200,
    answer: guestPlacesResponse,
    errors: [404],
  }),
  send: defineCall({
    method: 'POST',
    path: '/user/entries/guests/:ticketId/send',
    summary:
      'Send a friend’s place: a new link (the previous one stops working), e-mailed to the address given (a Czech e-mail) or, without one, for the buyer to pass on',
    role: 'user',
    params: guestPlaceParams,
    body: guestPlaceSendRequest,
    status: 200,
    answer: sentGuestPlace,
    errors: [404, 409],
  }),
  view: defineCall({
    method: 'GET',
    path: '/public/friend-places/:token',
    summary: 'A friend’s place by its link, without an account: what, when, where and its own door code',
    role: null,
    params: friendPlaceParams,
    status: 200,
    answer: friendPlaceView,
    errors: [404],
  }),
  claim: defineCall({
    method: 'POST',
    path: '/user/friend-places/:token/claim',
    summary: 'Save a friend’s place into the signed-in account: it moves to their card and history',
    role: 'user',
    params: friendPlaceParams,
    status: 200,
    answer: historyEntry,
    errors: [404, 409],
  }),
} as const;
