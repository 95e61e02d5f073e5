import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/language.ts';
import { cardErrorText } from './cardErrorText.ts';

afterEach(() => setLanguage('cs'));

describe('a refused card in the page’s words', () => {
  it('words a known code in the page’s language, whatever language the provider answered in', () => {
    const declined = { code: 'card_declined', message: 'Your card was declined.' };
    expect(cardErrorText(declined)).toBe('Vaše karta byla zamítnuta.');
    setLanguage('en');
    expect(
      cardErrorText({ code: 'insufficient_funds', message: 'Na vaší kartě není dostatek prostředků.' }),
    ).toBe('Your card has insufficient funds.');
  });

  it('keeps the provider’s message for a code it does not know, and says nothing without an error', () => {
    expect(cardErrorText({ code: 'do_not_honor', message: 'Karta neprošla.' })).toBe('Karta neprošla.');
    expect(cardErrorText(null)).toBeNull();
    expect(cardErrorText({ code: null, message: null })).toBeNull();
  });
});
