import { CUSTOMER_TERMS, customerTerms, TERMS_VALUES } from '@champions/domain';
import { describe, expect, it } from 'vitest';
import { type MessageKey, messageKeys, t } from '../../shared/i18n/index.ts';

const page = (key: string) => t(key as MessageKey, TERMS_VALUES);

describe('the customer terms', () => {
  it('are one text: the /user-terms page shows word for word what the contract PDF quotes', () => {
    const quoted = customerTerms();
    const sections = messageKeys('userTerms.sections');
    expect(sections).toHaveLength(CUSTOMER_TERMS.sections.length);
    sections.forEach((section, index) => {
      const pdf = quoted[index]!;
      expect(page(`${section}.title`)).toBe(pdf.title);
      const paragraphs = messageKeys(section).filter((key) => !key.endsWith('.title'));
      expect(paragraphs.map(page)).toEqual(pdf.paragraphs);
    });
  });

  it('fill every number and count the nouns in Czech (no placeholder is left)', () => {
    const text = customerTerms()
      .flatMap((section) => [section.title, ...section.paragraphs])
      .join('\n');
    expect(text).not.toMatch(/[{}|]/);
    expect(text).toContain('platí 30 dní od nákupu');
    expect(text).toContain('Odstoupení od smlouvy do 14 dnů');
  });
});
