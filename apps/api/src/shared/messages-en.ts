import {
  BRAND,
  formatMoney,
  formatPragueDate,
  formatPragueDateTime,
  type HalerAmount,
} from '@champions/domain';
import type { EnglishOf } from './bilingual-texts.ts';
import type {
  BACKOFFICE_TEXTS,
  BO_ORGANISATION_TEXTS,
  CHECKOUT_TEXTS,
  COMPANY_INVOICE_TEXTS,
  COMPANY_TEXTS,
  DEV_MAILBOX_TEXTS,
  ENTRY_MESSAGES,
  FEED_MESSAGES,
  FIELD_TEXTS,
  INSIGHTS_TEXTS,
  MESSAGES,
  ORGANISATION_TEXTS,
  PARTNER_APPROVAL_TEXTS,
  PARTNER_TEXTS,
  PAYOUT_STATEMENT_TEXTS,
  PLAN_TEXTS,
  RECEIPT_TEXTS,
  SCAN_REFUSALS,
  TRAINER_TEXTS,
} from './messages.ts';

// The English half of the API's texts ("English, whole"): each object has the keys of its
// Czech counterpart in messages.ts, so a text without its English fails the typecheck.

const items = (n: number) => (n === 1 ? 'item' : 'items');
const characters = (n: number) => (n === 1 ? 'character' : 'characters');

/** PLAN_TEXTS in English: "Championship – yearly, Brno". */
export const PLAN_TEXTS_EN = {
  yearly: `${BRAND.membership} – yearly`,
  flexible: `${BRAND.membership} – flexible`,
  paygPlus: 'PAYG+',
  allAreas: 'all locations',
} as const satisfies EnglishOf<typeof PLAN_TEXTS>;

/** CHECKOUT_TEXTS in English: the checkout's word beside its card form. */
export const CHECKOUT_TEXTS_EN = {
  freeTrial: (firstCharge: Date, price: HalerAmount) =>
    `You pay nothing today: the first 4 weeks are free. We will first charge your card on ${formatPragueDate(firstCharge, 'en')} (${formatMoney(price, 'en')}).`,
  creditsCover: (hold: HalerAmount) =>
    `Your credits cover the price. We will only check the card with a hold of ${formatMoney(hold, 'en')}, released at once.`,
  cardDue: (amount: HalerAmount) => `To pay by card: ${formatMoney(amount, 'en')}.`,
} as const satisfies EnglishOf<typeof CHECKOUT_TEXTS>;

/** The plan of a company seat (COMPANY_TEXTS.allLocations and areaPlan) in English: "Championship – all locations". */
export const COMPANY_PLAN_TEXTS_EN = {
  allLocations: `${BRAND.membership} – all locations`,
  areaPlan: (area: string) => `${BRAND.membership} – ${area}`,
} as const satisfies EnglishOf<Pick<typeof COMPANY_TEXTS, 'allLocations' | 'areaPlan'>>;

/** FIELD_TEXTS in English: a refused field's message when its schema has none of its own. */
export const FIELD_TEXTS_EN = {
  missing: 'Fill in this field.',
  text: 'Enter text.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  yesNo: 'Choose yes or no.',
  list: 'Enter a list of values.',
  object: 'Enter the details in the right form.',
  choice: 'Choose one of the options offered.',
  tooShort: (minimum: number) => `Enter at least ${minimum} ${characters(minimum)}.`,
  tooLong: (maximum: number) => `Enter at most ${maximum} ${characters(maximum)}.`,
  tooFew: (minimum: number) => `Enter at least ${minimum} ${items(minimum)}.`,
  tooMany: (maximum: number) => `Enter at most ${maximum} ${items(maximum)}.`,
  atLeast: (minimum: number | bigint) => `Enter a value of at least ${minimum}.`,
  atMost: (maximum: number | bigint) => `Enter a value of at most ${maximum}.`,
  email: 'Enter an e-mail in the form name@domain.com.',
  date: 'Enter a valid date.',
  id: 'Invalid identifier.',
  format: 'Enter a value in the right form.',
  unknownKey: 'This item is not entered.',
  invalid: 'Enter a valid value.',
} as const satisfies EnglishOf<typeof FIELD_TEXTS>;

/** DEV_MAILBOX_TEXTS in English: the local mailbox for a browser that prefers English. */
export const DEV_MAILBOX_TEXTS_EN = {
  title: 'Development mailbox',
  lead: 'E-mails the server queued for sending, newest first. This page exists only outside production.',
  noSmtp:
    'The server has no SMTP_URL, so it sends e-mail nowhere: the verification and other links are here.',
  withSmtp: 'The server sends e-mail over SMTP; here you see their copies until they are sent.',
  empty: 'No e-mail here yet. Register or ask for a new password and you will see the message here.',
  to: 'To',
  subject: 'Subject',
  created: 'Created',
  state: 'State',
  open: 'Open',
  back: 'Back to the mailbox',
  htmlVersion: 'Show the HTML version',
  bodyDropped: 'The text of the message was deleted after sending (its links are no longer valid).',
  previous: 'Newer',
  next: 'Older',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  notFound: 'This e-mail is not in the mailbox.',
  attachments: 'Attachments',
  attachment: {
    receipt: 'Tax document (PDF)',
    entry_ics: 'Calendar invitation (.ics)',
    contract: 'Contract confirmation and terms (PDF)',
    credit_note: 'Credit note (PDF)',
    credit_return_note: 'Credit note (PDF)',
    company_invoice: 'Invoice (PDF)',
    payout_statement: 'Payout statement (PDF)',
  } as Record<string, string>,
  attachmentOther: 'Attachment (PDF)',
  attachmentMissing: 'This attachment no longer exists.',
  badPage: 'The page number must be a whole number from 1 to 100,000.',
  status: {
    pending: 'waiting to be sent',
    sending: 'sending',
    sent: 'sent',
    failed: 'not delivered',
    logged: 'kept (no SMTP)',
    decoy: '',
  } as Record<string, string>,
} as const satisfies EnglishOf<typeof DEV_MAILBOX_TEXTS>;

/** RECEIPT_TEXTS in English: printed beside the Czech on an English customer's tax document. */
export const RECEIPT_TEXTS_EN = {
  pdfTitle: (number: string) => `Tax document ${number}`,
  simplifiedTitle: 'Simplified tax document',
  fullTitle: 'Tax document – invoice',
  number: (number: string) => `Document No.: ${number}`,
  issued: (date: string) => `Date of issue and of supply: ${date}`,
  seller: 'Seller',
  sellerIds: (ico: string, dic: string) => `Company ID: ${ico}   VAT ID: ${dic}`,
  buyer: 'Buyer',
  items: 'Subject of supply',
  item: (quantity: number, description: string, total: string, vatRate: number) =>
    `${quantity} × ${description}   ${total} (VAT rate ${vatRate} %)`,
  vatBreakdown: 'VAT breakdown',
  vatLine: (ratePercent: number, base: string, vat: string, total: string) =>
    `Rate ${ratePercent} %: base ${base}, VAT ${vat}, total ${total}`,
  total: (total: string) => `Total to pay: ${total}`,
  paidWith: 'Payment method:',
  paidByCard: (amount: string) => `Paid by card: ${amount}`,
  paidByCredits: (amount: string) => `Paid with credits: ${amount}`,
  creditsBack: (amount: string) => `Returned as credit (minimum card payment 30 Kč): ${amount}`,
  footer:
    'Credits do not expire and cannot be exchanged for money. Thank you for doing sport with us – the Champions team.',
} as const satisfies EnglishOf<typeof RECEIPT_TEXTS>;

/** The labels of CREDIT_NOTE_TEXTS' PDF in English: printed beside the Czech for an English customer. */
export const CREDIT_NOTE_PDF_TEXTS_EN = {
  pdfTitle: (number: string) => `Credit note ${number}`,
  title: 'Credit note',
  number: (number: string) => `Document No.: ${number}`,
  corrects: (number: string) => `Corrects tax document No. ${number}`,
  correctsIssued: (date: string) => `of ${date}`,
  issued: (date: string) => `Date of issue and of correction: ${date}`,
  seller: 'Seller',
  sellerIds: (ico: string, dic: string) => `Company ID: ${ico}   VAT ID: ${dic}`,
  buyer: 'Buyer',
  item: 'Subject of correction',
  itemLine: (description: string, total: string) => `Refund of payment: ${description}   ${total}`,
  reason: (reason: string) => `Reason for correction: ${reason}`,
  vatBreakdown: 'VAT breakdown of the correction',
  vatLine: (ratePercent: number, base: string, vat: string, total: string) =>
    `Rate ${ratePercent} %: base ${base}, VAT ${vat}, total ${total}`,
  total: (total: string) => `Total corrected: ${total}`,
  refundedToCard: (amount: string) => `Refunded to the payment card: ${amount}`,
  returnedAsCredits: (amount: string) => `Returned as Champions credit: ${amount}`,
  creditsFooter: 'The credit is on your account at once and pays for any further entry. The Champions team.',
  footer: 'The money usually appears on your account within 5 to 10 working days. The Champions team.',
};

/** COMPANY_INVOICE_TEXTS in English: printed beside the Czech on an English company's invoice. */
export const COMPANY_INVOICE_TEXTS_EN = {
  invoiceTitle: (number: string) => `Invoice – tax document ${number}`,
  invoiceHeading: 'Invoice – tax document',
  invoiceNumber: (number: string) => `No.: ${number}`,
  invoiceMonth: (month: string) => `Period: ${month}`,
  seller: 'Supplier',
  buyer: 'Customer',
  ico: (ico: string) => `Company ID: ${ico}`,
  dic: (dic: string) => `VAT ID: ${dic}`,
  issued: (date: Date) => `Date of issue: ${formatPragueDate(date, 'en')}`,
  taxable: (date: Date) => `Date of taxable supply: ${formatPragueDate(date, 'en')}`,
  due: (date: Date) => `Due date: ${formatPragueDate(date, 'en')}`,
  account: (account: string) => `Bank account: ${account}`,
  variableSymbol: (vs: string) => `Variable symbol: ${vs}`,
  itemsTitle: 'Items',
  itemLine: (plan: string, seats: number, unit: HalerAmount, total: HalerAmount) =>
    `${plan}: ${seats} × ${formatMoney(unit, 'en')} = ${formatMoney(total, 'en')}`,
  base: (rate: number, amount: HalerAmount) => `Tax base ${rate} %: ${formatMoney(amount, 'en')}`,
  vat: (rate: number, amount: HalerAmount) => `VAT ${rate} %: ${formatMoney(amount, 'en')}`,
  total: (amount: HalerAmount) => `Total to pay: ${formatMoney(amount, 'en')}`,
  qrTitle: 'QR payment',
  invoiceFooter: 'Company Championship membership for employees. Price per seat for a 28-day period.',
} as const satisfies EnglishOf<typeof COMPANY_INVOICE_TEXTS>;

const percentEn = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 });
const entries = (n: number) => (n === 1 ? 'entry' : 'entries');

/** PAYOUT_STATEMENT_TEXTS in English: the statement of a partner whose language is English. */
export const PAYOUT_STATEMENT_TEXTS_EN = {
  pdfTitle: (period: string) => `Payout statement ${period}`,
  heading: 'Payout statement for the partner',
  period: (period: string, from: Date, to: Date) =>
    `Period: ${period} (${formatPragueDate(from, 'en')} – ${formatPragueDate(to, 'en')})`,
  payer: 'Payer',
  payee: 'Payee',
  account: (account: string) => `Account: ${account}`,
  variableSymbol: (vs: string) => `Variable symbol: ${vs}`,
  entriesTitle: 'Entries',
  entryLine: (at: Date, activity: string, venue: string, amount: HalerAmount) =>
    `${formatPragueDateTime(at, 'en')}   ${activity} (${venue})   ${formatMoney(amount, 'en')}`,
  voidLine: (at: Date, activity: string, reason: string, amount: HalerAmount) =>
    `${formatPragueDateTime(at, 'en')}   ${activity}   VOIDED: ${reason}   (${formatMoney(amount, 'en')})`,
  moreEntries: (count: number) =>
    `… and ${count} more ${entries(count)} (you will find the whole list under Earnings).`,
  summaryTitle: 'Summary',
  entries: (count: number) => `Entries counted: ${count}`,
  voided: (count: number, amount: HalerAmount) => `Voided entries: ${count} (${formatMoney(amount, 'en')})`,
  gross: (amount: HalerAmount) => `Earnings from entries: ${formatMoney(amount, 'en')}`,
  commission: (bps: number, amount: HalerAmount) =>
    `Champions commission ${percentEn.format(bps / 10_000)}: −${formatMoney(amount, 'en')}`,
  net: (amount: HalerAmount) => `To be paid out: ${formatMoney(amount, 'en')}`,
  paidOn: (date: Date) => `Paid out: ${formatPragueDate(date, 'en')}`,
  footer:
    'This statement is issued by Champions. Send questions about the payout to support in the partner section.',
} as const satisfies EnglishOf<typeof PAYOUT_STATEMENT_TEXTS>;

/** MESSAGES in English: the answers of the accounts and the contact form (the erased account's name is data). */
export const MESSAGES_EN = {
  REQUEST_RECEIVED:
    'Thank you, we have received your message. We will get back to you within two working days.',
  CHECK_EMAIL: 'If the e-mail address is right, we have sent a link to it. Please check your inbox.',
  EMAIL_RESTORED:
    'Your original e-mail is back and every device is signed out. We have e-mailed you a link to set a new password.',
  ACCOUNT_ERASED: 'The account is deleted. We keep the payment documents for as long as the law requires.',
  SIGNED_OUT: 'You are signed out.',
  SIGNED_OUT_EVERYWHERE: 'You are signed out on every device.',
} as const satisfies EnglishOf<Omit<typeof MESSAGES, 'ERASED_ACCOUNT_NAME'>>;

const people = (n: number) => (n === 1 ? 'person' : 'people');
const slots = (n: number) => (n === 1 ? 'slot' : 'slots');

/** PARTNER_TEXTS in English: the partner area's answers and its earnings CSV. */
export const PARTNER_TEXTS_EN = {
  impersonationEnded: 'You are no longer acting for the partner.',
  invitationSent: (email: string) => `We have sent the invitation to ${email}.`,
  invitationWithdrawn: (email: string | null) => `The invitation for ${email} is withdrawn.`,
  staffRemoved: (who: string) => `${who} no longer has access to the reception.`,
  staffEveryVenue: (who: string) => `${who} can scan entries at all your venues.`,
  staffSomeVenues: (who: string, count: number) => `${who} can scan entries at the chosen venues (${count}).`,
  slotsCreated: (created: number, skipped: number) =>
    skipped > 0
      ? `${created} ${slots(created)} created. ${skipped} skipped because a slot already exists at that time.`
      : `${created} ${slots(created)} created.`,
  slotCancelled: (notified: number, creditReturned: HalerAmount) =>
    notified === 0
      ? 'The slot is cancelled. Nobody had booked it.'
      : `The slot is cancelled. We have told the ${notified} booked ${people(notified)} by e-mail and returned ${formatMoney(creditReturned, 'en')} to them as credit.`,
  priceArchived: (name: string) =>
    `The price “${name}” is no longer sold. Entries already bought stay valid.`,
  supportReceived:
    'Thank you, we have received your message. We will answer by e-mail within two working days.',
  earningsCsvHeader: ['Date and time', 'Venue', 'Activity', 'Customer', 'Earnings (CZK)'],
  earningsCsvCustomer: 'customer',
  earningsCsvFile: (from: string, to: string) => `earnings-${from}-${to}.csv`,
} as const satisfies EnglishOf<typeof PARTNER_TEXTS>;

/** SCAN_REFUSALS in English: why the door does not admit, for a receptionist who reads English. */
export const SCAN_REFUSALS_EN = {
  code_invalid: 'Invalid code. Ask the customer to open the card in the Champions app.',
  code_expired:
    'The code has expired. Ask the customer for the current code from the card – a screenshot is not valid.',
  already_used: 'The entry has already been used.',
  expired: 'The entry has expired.',
  cancelled: 'The entry was cancelled.',
  other_venue: 'The entry is for another venue.',
  wrong_time: 'The entry is for another slot.',
  no_entry: 'The customer has no valid entry for your activities. They can buy one in the app.',
} as const satisfies EnglishOf<typeof SCAN_REFUSALS>;

/**
 * ENTRY_MESSAGES in English: the door's answers and an entry's calendar event (a payment's description and
 * the e-mail's credit line stay out: the first is data, read out by mail/payment-description.ts; the second
 * has its English in the mail's own twin).
 */
export const ENTRY_MESSAGES_EN = {
  ADMITTED: 'Entry allowed.',
  TYPED_CODE_UNKNOWN:
    'The code belongs to no entry of yours, or it has expired. Please scan the QR code on the card.',
  alreadyAdmitted: (at: string) =>
    `Already let in ${at} – this entry was scanned before, nothing more is used.`,
  otherTime: (activityName: string, when: string) =>
    `The entry is for another slot: ${activityName}, ${when}. It can be let in now only when the reception confirms.`,
  USED_JUST_NOW: 'just now',
  UNKNOWN_OPTION: 'Unknown option.',
  CALENDAR_DESCRIPTION: 'Show the card with the QR code in the Champions app at the reception.',
  CALENDAR_ALARM: 'You have an entry tomorrow',
  friendOf: (buyerName: string) => `Guest (invited by ${buyerName})`,
} as const satisfies EnglishOf<Omit<typeof ENTRY_MESSAGES, 'paymentDescription' | 'cancelledEntryCredits'>>;

/** The calendar feeds' and the schedule widget's texts (FEED_MESSAGES) in English. */
export const FEED_MESSAGES_EN = {
  ENTRIES_CALENDAR: 'Champions – my entries',
  SCHEDULE_CALENDAR: 'Champions – schedule',
  scheduleSummary: (activityName: string, bookings: number, capacity: number) =>
    `${activityName} · ${bookings}/${capacity} booked`,
  SCHEDULE_DESCRIPTION: 'The bookings and participants of the slot are in the Champions administration.',
  WIDGET_TITLE: 'Schedule',
  WIDGET_EMPTY: 'There are no free slots here in the next 14 days.',
  WIDGET_FULL: 'Full',
  widgetPlacesLeft: (places: number) => `Free: ${places}`,
  WIDGET_BOOK: 'Book',
  WIDGET_POWERED: 'Bookings through Champions',
  WIDGET_NOT_FOUND: 'This schedule does not exist.',
  widgetBadFilter: (field: string) => `Invalid schedule filter: ${field}.`,
} as const satisfies EnglishOf<typeof FEED_MESSAGES>;

/** PARTNER_APPROVAL_TEXTS in English (the request the back office reads stays Czech: it is data). */
export const PARTNER_APPROVAL_TEXTS_EN = {
  approved: (email: string) =>
    `The partner account is created. We have sent a link to set the password to ${email}.`,
  alreadyApproved: 'The request was approved before; the partner account exists and we sent nothing new.',
  partnerApproved: (email: string) =>
    `The partner is approved: their published venues and activities are now on offer. We have told them at ${email}.`,
  partnerRejected: (email: string) =>
    `We have returned the request with your reason and written to the partner at ${email}. They can send it again after changes.`,
  submitted:
    'We have passed your request for approval to the Champions team. Once we approve it, your offer goes public; we will let you know by e-mail.',
  step: {
    billing: 'billing details and bank account',
    venue: 'a venue',
    activity: 'an activity',
    slots: 'scheduled slots',
    submit: 'sending for approval',
  },
} as const satisfies EnglishOf<Omit<typeof PARTNER_APPROVAL_TEXTS, 'requestMessage'>>;

/** TRAINER_TEXTS in English: the trainer area's answers and the partner's assignment. */
export const TRAINER_TEXTS_EN = {
  attended: 'Attendance recorded: the entry is used.',
  alreadyAttended: 'Attendance is already recorded.',
  trainerAssigned: (activity: string, trainer: string) => `${trainer} now leads ${activity}.`,
  trainerUnassigned: (activity: string) => `${activity} has no trainer now.`,
  trainerRemoved: (who: string) =>
    `${who} no longer has access to the trainer area and leads none of your activities. Recorded attendance stays.`,
  supportReceived: 'Thank you, we have received your message. We will get back to you by e-mail.',
} as const satisfies EnglishOf<typeof TRAINER_TEXTS>;

/** BACKOFFICE_TEXTS in English: the back office's answers, its audit CSV and its files' names. */
export const BACKOFFICE_TEXTS_EN = {
  verificationSent: 'We have e-mailed the user a new verification link.',
  categoryDeleted: 'Category deleted.',
  categoryMoved: 'Order saved.',
  auditCsvHeader: ['When', 'Who', 'As', 'Action', 'Target', 'Before', 'After', 'Reason', 'Data'],
  auditCsvFile: 'audit-log.csv',
  userExportFile: 'champions-user-data.json',
} as const satisfies EnglishOf<typeof BACKOFFICE_TEXTS>;

/** INSIGHTS_TEXTS in English: the dashboard's CSV tables for a partner who reads English. */
export const INSIGHTS_TEXTS_EN = {
  csvFile: (table: string, from: string, to: string) => `overview-${table}-${from}-${to}.csv`,
  organisationCsvFile: (from: string, to: string) => `overview-venues-${from}-${to}.csv`,
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  headers: {
    activities: [
      'Venue',
      'Activity',
      'Slots',
      'Places offered',
      'Places booked',
      'Occupancy (%)',
      'Places for Champions',
      'Sold of the Champions share (%)',
    ],
    heatmap: ['Day', 'Hour', 'Places offered', 'Places booked', 'Occupancy (%)'],
    attendance: ['Measure', 'Value'],
    customers: ['Measure', 'Count'],
    money: ['Measure', 'Amount (CZK)'],
    reviews: ['Date', 'Venue', 'Activity', 'Rating', 'Text'],
    slots: ['Rank', 'Venue', 'Activity', 'Start', 'Capacity', 'Booked', 'Occupancy (%)'],
    organisation: [
      'Venue',
      'Account',
      'Occupancy (%)',
      'Sold of the Champions share (%)',
      'Places booked',
      'Places offered',
      'No-shows',
      'Late cancellations',
      'Resold',
      'New customers',
      'Returning',
      'New who came again',
      'Earnings (CZK)',
      'Payout forecast (CZK)',
      'Rating',
      'Reviews',
    ],
  },
  rows: {
    noShows: 'No-shows (a paid place without an entry)',
    ended: 'Bookings of slots that have ended',
    lateCancels: 'Late cancellations',
    resold: 'Of which places sold again',
    recovered: 'Sold again for (CZK)',
    newCustomers: 'New customers',
    returning: 'Returning customers',
    newCameBack: 'New who came again within 30 days',
    entries: 'Entries in the period',
    earnings: 'Earnings in the period',
    booked: 'Bookings of slots still to come',
    forecast: 'Payout forecast for the period',
    top: 'filled fastest',
    bottom: 'emptiest',
  },
} as const satisfies EnglishOf<typeof INSIGHTS_TEXTS>;

/** ORGANISATION_TEXTS in English: the overview's CSV and the reception's field message (the desk sale's description is data). */
export const ORGANISATION_TEXTS_EN = {
  overviewCsvHeader: ['Month', 'Business', 'Venue', 'Entries', 'Earnings (CZK)', 'Average rating', 'Ratings'],
  overviewCsvFile: (month: string) => `organisation-overview-${month}.csv`,
  deskVenueRequired: 'Choose the venue where the reception scans entries.',
} as const satisfies EnglishOf<Omit<typeof ORGANISATION_TEXTS, 'walkInDescription'>>;

/** BO_ORGANISATION_TEXTS in English: the back office's answers about partner organisations. */
export const BO_ORGANISATION_TEXTS_EN = {
  created: (email: string) =>
    `The organisation is created. We have sent a link to set the password to ${email} (valid for 7 days).`,
  linked: (admin: string) => `The account ${admin} now belongs to the organisation.`,
  alreadyLinked: (admin: string) =>
    `The account ${admin} already belongs to the organisation; nothing changed.`,
  unlinked: (admin: string) => `The account ${admin} no longer belongs to the organisation.`,
  notLinked: (admin: string) => `The account ${admin} did not belong to the organisation; nothing changed.`,
} as const satisfies EnglishOf<typeof BO_ORGANISATION_TEXTS>;

/** The scan's refusal of a suspended company seat (COMPANY_TEXTS.scanSuspended) in English. */
export const COMPANY_SCAN_TEXTS_EN = {
  scanSuspended:
    'The company membership is suspended: the company has not paid an overdue invoice. The customer can buy an entry in the app.',
} as const satisfies EnglishOf<Pick<typeof COMPANY_TEXTS, 'scanSuspended'>>;
