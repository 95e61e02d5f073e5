import { formatMoney, formatPragueDateTime } from '@champions/domain';
import { composeEn as compose, type MailContent, plainName } from './compose.ts';

const money = (minor: number) => formatMoney(minor, 'en');
/** a time slot's start with its weekday: "Friday, 4 Dec 2026, 18:00" */
const slotTime = (date: Date) => formatPragueDateTime(date, 'en', { weekday: true });

/** The English e-mails of accounts and customers, key by key as the Czech ones in templates.ts. */
export const mailTemplatesEn = {
  requestReply: (subject: string, body: string): MailContent =>
    compose(
      `${subject.replace(/[\r\n]+/g, ' ')} – Champions`,
      'Hello,',
      body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ),
  creditAdjusted: (
    granted: boolean,
    amount: number,
    balance: number,
    reason: string,
    url: string,
  ): MailContent =>
    compose(
      granted
        ? `We have added ${money(amount)} of credit to your account – Champions`
        : 'We have adjusted your credit – Champions',
      'Hello,',
      [
        granted
          ? `we have added ${money(amount)} of credit to your Champions account. It is used automatically with your next purchase.`
          : `we have removed ${money(amount)} of credit from your Champions account.`,
        `Reason: ${reason}`,
        `Your credit is now ${money(balance)}.`,
      ],
      { url, label: 'Show my credit' },
    ),
  verifyEmail: (name: string, url: string): MailContent =>
    compose(
      'Confirm your e-mail – Champions',
      `Hello ${plainName(name)},`,
      [
        'thank you for registering with Champions. To finish your registration, please confirm your e-mail.',
        'The link is valid for 24 hours and can be used only once.',
      ],
      { url, label: 'Confirm e-mail' },
    ),
  alreadyRegistered: (url: string): MailContent =>
    compose(
      'An attempt to register – Champions',
      'Hello,',
      [
        'someone has just tried to register with your e-mail address, which already has an account.',
        'If it was you, just sign in. You can reset a forgotten password on the sign-in page.',
        'If it was not you, you can ignore this e-mail.',
      ],
      { url, label: 'Sign in' },
    ),
  resetPassword: (url: string): MailContent =>
    compose(
      'Password reset – Champions',
      'Hello,',
      [
        'you asked to reset the password of your Champions account. Set a new password with the link below.',
        'The link is valid for 1 hour and can be used only once. If you did not ask for a reset, ignore this e-mail – your password stays as it is.',
      ],
      { url, label: 'Set a new password' },
    ),
  staffInvitation: (partnerName: string, url: string): MailContent =>
    compose(
      'An invitation to the reception team – Champions',
      'Hello,',
      [
        `The partner “${plainName(partnerName)}” invites you to their team at Champions. As a receptionist you will scan customers' entries.`,
        'Create your account with the link below. The invitation is valid for 7 days.',
      ],
      { url, label: 'Accept the invitation' },
    ),
  staffInvitationExisting: (partnerName: string, url: string): MailContent =>
    compose(
      'An invitation to the reception team – Champions',
      'Hello,',
      [
        `The partner “${plainName(partnerName)}” wanted to invite you to their team at Champions. You already have a reception account, so nothing has changed.`,
        'If you have agreed with the partner, sign in to your account. Otherwise you can ignore this e-mail.',
      ],
      { url, label: 'Sign in' },
    ),
  confirmEmailChange: (name: string, url: string): MailContent =>
    compose(
      'Confirm your new e-mail – Champions',
      `Hello ${plainName(name)},`,
      [
        'you asked to change the e-mail of your Champions account to this address. Finish the change with the link below.',
        'The link is valid for 24 hours and can be used only once. If you did not ask for the change, ignore this e-mail.',
      ],
      { url, label: 'Confirm the new e-mail' },
    ),
  emailChangeToTakenAddress: (url: string): MailContent =>
    compose(
      'An attempt to use your e-mail – Champions',
      'Hello,',
      [
        'someone has just tried to change the e-mail of another Champions account to your address, which already has an account. Nothing has changed.',
        'If it was you, sign in to your existing account. If not, you can ignore this e-mail.',
      ],
      { url, label: 'Sign in' },
    ),
  emailChanged: (newEmail: string, url: string): MailContent =>
    compose(
      'The e-mail of your account has been changed – Champions',
      'Hello,',
      [
        `the e-mail of your Champions account has just been changed to ${plainName(newEmail)}. We will no longer send account messages to this address.`,
        'If you did not make the change, restore the original e-mail with the link below. This signs out every device and we will send you a link to set a new password.',
        'The link is valid for 7 days.',
      ],
      { url, label: 'Restore the original e-mail' },
    ),
  passwordChanged: (url: string): MailContent =>
    compose(
      'Your password has been changed – Champions',
      'Hello,',
      [
        'the password of your Champions account has just been changed and the other devices have been signed out.',
        'If you did not change the password, reset it at once with “Forgotten password” on the sign-in page and contact us.',
      ],
      { url, label: 'Go to sign-in' },
    ),
  slotCancelled: (
    activity: string,
    venue: string,
    when: Date,
    credit: number | null,
    url: string,
  ): MailContent =>
    compose(
      `Time slot cancelled: ${activity} – Champions`,
      'Hello,',
      [
        `${venue} has cancelled the time slot of ${activity} you had booked: ${slotTime(when)}.`,
        credit
          ? `We have returned the amount you paid, ${money(credit)}, to you as credit. It is used automatically with your next purchase.`
          : 'Your booking has been cancelled; you paid nothing, so nothing is returned.',
        'We are sorry for the trouble. You can choose another time slot in the app.',
      ],
      { url, label: 'Choose another time slot' },
    ),
  slotChanged: (activity: string, venue: string, before: Date, after: Date, url: string): MailContent =>
    compose(
      `Time slot changed: ${activity} – Champions`,
      'Hello,',
      [
        `${venue} has changed the time slot of ${activity} you have booked.`,
        `Before: ${slotTime(before)}. Now: ${slotTime(after)}.`,
        'If the new time does not suit you, please contact the venue directly or us.',
      ],
      { url, label: 'Show the activity' },
    ),
  trainerInvitation: (partnerName: string, url: string): MailContent =>
    compose(
      'An invitation for a trainer – Champions',
      'Hello,',
      [
        `The partner “${plainName(partnerName)}” invites you to Champions as a trainer. You will see your classes, who has booked them, and record attendance.`,
        'Create your account with the link below, where you set your password. The invitation is valid for 7 days.',
      ],
      { url, label: 'Accept the invitation' },
    ),
  trainerInvitationExisting: (partnerName: string, url: string): MailContent =>
    compose(
      'An invitation for a trainer – Champions',
      'Hello,',
      [
        `The partner “${plainName(partnerName)}” wanted to invite you to Champions as a trainer. You already have a trainer account, so nothing has changed.`,
        'If you have agreed with the partner, sign in to your account. Otherwise you can ignore this e-mail.',
      ],
      { url, label: 'Sign in' },
    ),
};
