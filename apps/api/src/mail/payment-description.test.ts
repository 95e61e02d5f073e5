import { describe, expect, it } from 'vitest';
import { ENTRY_MESSAGES, ORGANISATION_TEXTS, SUBSCRIPTION_TEXTS } from '../shared/messages.ts';
import { paymentDescriptionIn } from './payment-description.ts';
import { VOUCHER_TEXTS } from './voucher-templates.ts';

// A stored (Czech) payment description read in English: the billing history and the money e-mails.

describe('a payment description in the reader’s language', () => {
  it('says each form the product writes in English', () => {
    const cases: [string, string][] = [
      [ENTRY_MESSAGES.paymentDescription('Jóga v Karlíně'), 'Entry: Jóga v Karlíně'],
      [ENTRY_MESSAGES.paymentDescription('Box (ráno)', 3), 'Entry: Box (ráno) (3 places)'],
      [ORGANISATION_TEXTS.walkInDescription('Spinning'), 'Entry at the desk: Spinning'],
      [SUBSCRIPTION_TEXTS.period('Championship – roční, Brno', 2), 'Championship – yearly, Brno, period 2'],
      [
        SUBSCRIPTION_TEXTS.period('Championship – flexibilní, všechny lokality', 11),
        'Championship – flexible, all locations, period 11',
      ],
      [SUBSCRIPTION_TEXTS.switchTo('PAYG+'), 'Change of the subscription to PAYG+'],
      [SUBSCRIPTION_TEXTS.catchUpFee, 'Fee for ending the yearly subscription early'],
      [VOUCHER_TEXTS.paymentDescription(150_000), 'Gift voucher 1,500 Kč'],
      [VOUCHER_TEXTS.paymentDescription(99_950), 'Gift voucher 999.50 Kč'],
      [
        VOUCHER_TEXTS.planPaymentDescription('Championship – roční, Praha', 2),
        'Gift voucher for the plan Championship – yearly, Praha, 2 periods (8 weeks)',
      ],
    ];
    // amounts are written with non-breaking spaces
    const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');
    for (const [czech, english] of cases) {
      expect(spaced(paymentDescriptionIn(czech, 'en'))).toBe(english);
      expect(paymentDescriptionIn(czech, 'cs')).toBe(czech);
    }
  });

  it('keeps a description of another form as it is', () => {
    expect(paymentDescriptionIn('Ruční platba od operátora', 'en')).toBe('Ruční platba od operátora');
    expect(paymentDescriptionIn('', 'en')).toBe('');
  });
});
