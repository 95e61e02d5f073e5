import { describe, expect, it } from 'vitest';
import { CZECH_WORDS_WITHOUT_DIACRITICS, inlineCzech, isCzechText, stringLiterals } from './czech-text.ts';

/** The inline-Czech check of errors.test.ts must catch Czech typed without diacritics too. */
describe('finding Czech text in code', () => {
  it('catches planted Czech messages written without diacritics', () => {
    const planted = `
      throw new AppError('SAVE_FAILED', 'Chyba pri ukladani');
      return reply.code(400).send({ message: "Neplatny email" });
      const hint = \`Zkuste to znovu za \${minutes} minut\`;
      throw new NotFoundError('Lokalita nebyla nalezena.');
      const description = \`Vstup: \${activity.name}\`;
    `;
    expect(inlineCzech(planted)).toEqual([
      'Chyba pri ukladani',
      'Neplatny email',
      'Zkuste to znovu za … minut',
      'Lokalita nebyla nalezena.',
      'Vstup: …',
    ]);
  });

  it('still catches Czech with diacritics, a single word included', () => {
    expect(inlineCzech('const label = \'Uloženo\';\nconst more = "Chyba při ukládání";')).toEqual([
      'Uloženo',
      'Chyba při ukládání',
    ]);
  });

  it('leaves English messages, keys, paths, SQL and identifiers alone', () => {
    const code = `
      throw new Error('no client secret');
      const path = '/user/verify-email';
      log.warn({ err }, 'payment sync failed, will retry later');
      sql\`select * from entries where status = \${'upcoming'} limit \${limit}\`;
      const file = \`vstup-\${id.slice(0, 8)}.ics\`;
      const code = 'VSTUP_NOT_FOUND';
      const kind = 'entry';
    `;
    expect(inlineCzech(code)).toEqual([]);
  });

  it('ignores Czech in comments, which may explain a rule in the language of the product', () => {
    expect(inlineCzech("// Chyba pri ukladani\n/* Zkuste to znovu */\nconst ok = 'ok';")).toEqual([]);
  });

  it('reads string literals of each quote kind, with a template’s parts as placeholders', () => {
    expect(stringLiterals(`a('one'); b("two \\" quoted"); c(\`three \${x} four\`);`)).toEqual([
      'one',
      'two \\" quoted',
      'three … four',
    ]);
  });

  it('holds no word that an English text would use', () => {
    const english = ['to', 'the', 'mate', 'vase', 'take', 'pro', 'nic', 'server', 'limit', 'email', 'data'];
    for (const word of english) expect(CZECH_WORDS_WITHOUT_DIACRITICS.has(word), word).toBe(false);
    expect(isCzechText('Please take the vase to the pro server')).toBe(false);
  });
});
