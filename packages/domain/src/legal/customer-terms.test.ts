import { describe, expect, it } from 'vitest';
import { CUSTOMER_TERMS, customerTerms, fillTerms } from './customer-terms.ts';

describe('the customer terms', () => {
  it('fill numbers and the Czech form of counted nouns; an unknown name stays as written', () => {
    expect(fillTerms('{n} {n|den|dny|dní}', { n: 1 })).toBe('1 den');
    expect(fillTerms('{n} {n|den|dny|dní}', { n: 3 })).toBe('3 dny');
    expect(fillTerms('{n} {n|den|dny|dní}', { n: 14 })).toBe('14 dní');
    expect(fillTerms('{x} {x|a|b|c}', {})).toBe('{x} {x|a|b|c}');
  });

  it('are quoted whole, section by section, with every placeholder filled', () => {
    const sections = customerTerms();
    expect(sections).toHaveLength(CUSTOMER_TERMS.sections.length);
    expect(sections.flatMap((s) => [s.title, ...s.paragraphs]).join(' ')).not.toMatch(/[{}]/);
    expect(sections[4]!.title).toBe('Odstoupení od smlouvy do 14 dnů');
  });
});
