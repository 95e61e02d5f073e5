import { describe, expect, it } from 'vitest';
import { firstNameOf, trainerSlug } from './profile.ts';

describe('trainerSlug', () => {
  it('drops diacritics and joins the words with the suffix', () => {
    expect(trainerSlug('Tomáš Král', 'A1b2')).toBe('tomas-kral-a1b2');
  });
  it('falls back to a word when the name has no letters', () => {
    expect(trainerSlug('  ***  ', 'x9')).toBe('trener-x9');
  });
  it('keeps long names short and without a trailing hyphen', () => {
    const slug = trainerSlug(`${'a'.repeat(47)} bbbbbb`, '');
    expect(slug).toBe('a'.repeat(47));
  });
});

describe('firstNameOf', () => {
  it('answers the first word of the name', () => {
    expect(firstNameOf('  Jana Nováková ')).toBe('Jana');
    expect(firstNameOf('')).toBe('');
  });
});
