import { formatMoney } from '@champions/domain';
import { composeEn as compose, type MailContent } from './compose.ts';

const money = (minor: number) => formatMoney(minor, 'en');

/** The English e-mails of referral rewards, key by key as the Czech ones in referral-templates.ts. */
export const referralMailTemplatesEn = {
  rewardForReferrer: (friend: string, amount: number, balance: number, url: string): MailContent =>
    compose(
      `Your referral paid off: we have added ${money(amount)} – Champions`,
      'Hello,',
      [
        `${friend || 'Someone you know'} registered through your referral link and their purchase met the referral conditions (a used entry, or a membership past its 14 days for withdrawal). As a thank-you we have added ${money(amount)} of credit to your account.`,
        'The credit is used automatically with your next purchase.',
        `Your credit is now ${money(balance)}.`,
      ],
      { url, label: 'My referrals' },
    ),
  rewardForReferee: (amount: number, balance: number, url: string): MailContent =>
    compose(
      `Welcome to Champions: we have added ${money(amount)} – Champions`,
      'Hello,',
      [
        `thank you for your purchase. As you registered through a referral, we have added ${money(amount)} of credit to your account.`,
        'The credit is used automatically with your next purchase.',
        `Your credit is now ${money(balance)}.`,
      ],
      { url, label: 'Show my credit' },
    ),
  rewardTakenBack: (
    amount: number,
    taken: number,
    unrecovered: number | null,
    balance: number,
    revoked: boolean,
  ): MailContent =>
    compose('Your referral reward has been cancelled – Champions', 'Hello,', [
      revoked
        ? `we have cancelled your referral reward of ${money(amount)}, as the referral did not meet the conditions of the programme.`
        : `the purchase for which you received a referral reward of ${money(amount)} has been refunded, so we are cancelling the reward.`,
      unrecovered !== null
        ? `We have removed ${money(taken)} from your credit; the remaining ${money(unrecovered)} has already been spent and we will not claim it.`
        : `We have removed ${money(taken)} from your credit.`,
      `Your credit is now ${money(balance)}.`,
    ]),
};
