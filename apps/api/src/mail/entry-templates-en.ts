import { formatMoney, formatPragueDateTime } from '@champions/domain';
import { composeEn as compose, type MailContent, plainName } from './compose.ts';
import type { WaitlistFailure, WaitlistPayment } from './entry-facts.ts';

const when = (date: Date) => formatPragueDateTime(date, 'en');
const money = (minor: number) => formatMoney(minor, 'en');

const FAILURES: Record<WaitlistFailure, string> = {
  no_money: 'your credit was not enough to pay for it and you have no saved payment card.',
  card_failed: 'the payment with your saved card did not go through.',
  unavailable: 'this variant of the activity is no longer offered.',
};

const paidLine = (paid: WaitlistPayment) =>
  paid.by === 'membership'
    ? 'The entry is part of your membership; you paid nothing.'
    : paid.by === 'credits'
      ? `We paid for it from your credit (${money(paid.price)}).`
      : `We paid for it (${money(paid.price)}): from your credit first, the rest with your saved card.`;

/** The English e-mails about entries, key by key as the Czech ones in entry-templates.ts. */
export const entryMailTemplatesEn = {
  coveredCancelled: (entries: { activity: string; when: Date }[], url: string): MailContent =>
    compose(
      entries.length === 1
        ? 'We have cancelled your entry – Champions'
        : 'We have cancelled your entries – Champions',
      'Hello,',
      [
        entries.length === 1
          ? 'your Championship membership has ended, so it no longer covers this entry, which we have cancelled:'
          : 'your Championship membership has ended, so it no longer covers these entries, which we have cancelled:',
        ...entries.map((entry) => `${plainName(entry.activity)}, ${when(entry.when)}`),
        'You can book the place again and pay for it on its own, or order the membership again.',
      ],
      { url, label: 'Show entries' },
    ),
  friendPlace: (input: {
    from: string;
    activity: string;
    venue: string;
    address: string;
    when: Date | null;
    url: string;
  }): MailContent =>
    compose(
      `${input.from} invites you: ${input.activity} – Champions`,
      'Hello,',
      [
        `${plainName(input.from)} has a place for you: ${plainName(input.activity)}${input.when ? `, ${when(input.when)}` : ''}.`,
        `Where: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'The link shows your own QR code to show at the reception. You do not need a Champions account; if you have one, you can save the place to it.',
      ],
      { url: input.url, label: 'Open the invitation with the QR code' },
    ),
  reminder: (input: {
    activity: string;
    venue: string;
    address: string;
    when: Date;
    cardUrl: string;
    calendarUrl: string;
  }): MailContent =>
    compose(
      `Tomorrow: ${input.activity} – Champions`,
      'Hello,',
      [
        `a reminder of your entry tomorrow: ${plainName(input.activity)}, ${when(input.when)}.`,
        `Where: ${plainName(input.venue)}, ${plainName(input.address)}.`,
        'Bring: sportswear and indoor shoes, a towel, a drink and your phone with the Champions card – you show the QR code at the reception.',
        'Please come 10 minutes early. If you cannot come, cancel the entry in your entry history – someone else gets the place.',
        `You can save the time slot to your calendar: ${input.calendarUrl}`,
      ],
      { url: input.cardUrl, label: 'Open the card with the QR code' },
    ),
  waitlistPromoted: (activity: string, at: Date, paid: WaitlistPayment, url: string): MailContent =>
    compose(
      `A place is free: ${activity} – Champions`,
      'Hello,',
      [
        `a place has become free on ${plainName(activity)}, ${when(at)}, and as the first on the waiting list you have got it.`,
        paidLine(paid),
        'You will find the entry in your entry history. If you can no longer come, cancel it – the next on the waiting list gets the place.',
      ],
      { url, label: 'Show the entry' },
    ),
  waitlistFailed: (activity: string, at: Date, reason: WaitlistFailure, url: string): MailContent =>
    compose(
      `We could not pay for the place: ${activity} – Champions`,
      'Hello,',
      [
        `a place has become free on ${plainName(activity)}, ${when(at)}, but we could not pay for it for you: ${FAILURES[reason]}`,
        'So the next on the waiting list got the place. If the time slot is still free, you can buy an entry yourself.',
      ],
      { url, label: 'Show the activity' },
    ),
  lateCancelResold: (activity: string, at: Date, credit: number, url: string): MailContent =>
    compose(
      'Someone else has taken your place – Champions',
      'Hello,',
      [
        `the place you cancelled late (${plainName(activity)}, ${when(at)}) has been taken by another customer.`,
        `We have returned ${money(credit)} to you as credit, which you can use for other entries.`,
      ],
      { url, label: 'Show the entry history' },
    ),
  entryVoided: (input: {
    activity: string;
    venue: string;
    when: Date;
    reason: string;
    credit: number | null;
    balance: number | null;
    covered: boolean;
    url: string;
  }): MailContent =>
    compose(
      'We have cancelled your entry – Champions',
      'Hello,',
      [
        `we have cancelled the entry ${plainName(input.activity)} (${plainName(input.venue)}, scanned ${when(input.when)}).`,
        `Reason: ${input.reason}`,
        input.credit !== null && input.balance !== null
          ? `We have returned ${money(input.credit)} to you as credit on your Champions account (not to your payment card). The credit is used automatically with your next purchase; you now have ${money(input.balance)}.`
          : input.covered
            ? 'Your Championship covered the entry, so nothing is returned; you can use an entry on this day again.'
            : 'We already returned the price of this entry earlier, so nothing more is returned.',
      ],
      { url: input.url, label: 'Show my credit' },
    ),
};
