import type { Language } from '@champions/domain';
import {
  BACKOFFICE_TEXTS,
  BO_ORGANISATION_TEXTS,
  COMPANY_TEXTS,
  ENTRY_MESSAGES,
  FEED_MESSAGES,
  INSIGHTS_TEXTS,
  MESSAGES,
  ORGANISATION_TEXTS,
  PARTNER_APPROVAL_TEXTS,
  PARTNER_TEXTS,
  SCAN_REFUSALS,
  TRAINER_TEXTS,
} from './messages.ts';
import {
  BACKOFFICE_TEXTS_EN,
  BO_ORGANISATION_TEXTS_EN,
  COMPANY_SCAN_TEXTS_EN,
  ENTRY_MESSAGES_EN,
  FEED_MESSAGES_EN,
  INSIGHTS_TEXTS_EN,
  MESSAGES_EN,
  ORGANISATION_TEXTS_EN,
  PARTNER_APPROVAL_TEXTS_EN,
  PARTNER_TEXTS_EN,
  SCAN_REFUSALS_EN,
  TRAINER_TEXTS_EN,
} from './messages-en.ts';

// The texts an answer carries (`message`), in the request's language (CallRequest.language), as its
// errors are. Each picks a Czech catalogue of messages.ts or its English twin of messages-en.ts.

const textsIn = <Czech, English>(language: Language, czech: Czech, english: English): Czech | English =>
  language === 'en' ? english : czech;

/** The accounts' and the contact form's answers. */
export const messagesIn = (language: Language) => textsIn(language, MESSAGES, MESSAGES_EN);
/** The partner area's answers and its earnings CSV. */
export const partnerTextsIn = (language: Language) => textsIn(language, PARTNER_TEXTS, PARTNER_TEXTS_EN);
/** The door's answers: why a scan does not admit, and what it says when it does. */
export const doorTextsIn = (language: Language) => ({
  refusals: textsIn(language, SCAN_REFUSALS, SCAN_REFUSALS_EN),
  door: textsIn(language, ENTRY_MESSAGES, ENTRY_MESSAGES_EN),
  companySuspended: textsIn(language, COMPANY_TEXTS, COMPANY_SCAN_TEXTS_EN).scanSuspended,
});
/** An entry's calendar event and the calendar feeds, in their reader's language. */
export const calendarTextsIn = (language: Language) => ({
  event: textsIn(language, ENTRY_MESSAGES, ENTRY_MESSAGES_EN),
  feed: textsIn(language, FEED_MESSAGES, FEED_MESSAGES_EN),
});
/** The partner's approval: the checklist's steps and the back office's decisions. */
export const approvalTextsIn = (language: Language) =>
  textsIn(language, PARTNER_APPROVAL_TEXTS, PARTNER_APPROVAL_TEXTS_EN);
/** The trainer area's answers and the partner's assignment of trainers. */
export const trainerTextsIn = (language: Language) => textsIn(language, TRAINER_TEXTS, TRAINER_TEXTS_EN);
/** The dashboard's CSV tables (headers, row names, weekdays, file names). */
export const insightsTextsIn = (language: Language) => textsIn(language, INSIGHTS_TEXTS, INSIGHTS_TEXTS_EN);
/** The partner organisation's overview CSV and the desk's field message. */
export const partnerOrganisationTextsIn = (language: Language) =>
  textsIn(language, ORGANISATION_TEXTS, ORGANISATION_TEXTS_EN);
/** The back office's answers about users and categories. */
export const backofficeTextsIn = (language: Language) =>
  textsIn(language, BACKOFFICE_TEXTS, BACKOFFICE_TEXTS_EN);
/** The back office's answers about partner organisations. */
export const organisationTextsIn = (language: Language) =>
  textsIn(language, BO_ORGANISATION_TEXTS, BO_ORGANISATION_TEXTS_EN);
