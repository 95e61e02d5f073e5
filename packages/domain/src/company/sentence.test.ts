import { describe, expect, it } from 'vitest';
import { endSentence } from './index.ts';

describe('a sentence that ends with a company name gets one full stop', () => {
  it('adds the dot after a name without one', () => {
    expect(endSentence('Toto členství vám platí firma Acme')).toBe('Toto členství vám platí firma Acme.');
  });

  it('does not double the dot of "s.r.o." or "a.s."', () => {
    expect(endSentence('Toto členství vám platí firma Acme s.r.o.')).toBe(
      'Toto členství vám platí firma Acme s.r.o.',
    );
    expect(endSentence('platí firma Beta a.s. ')).toBe('platí firma Beta a.s.');
  });

  it('keeps a question or exclamation mark', () => {
    expect(endSentence('Platí to?')).toBe('Platí to?');
  });
});
