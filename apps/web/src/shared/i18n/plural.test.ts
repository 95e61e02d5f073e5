import { describe, expect, it } from 'vitest';
import { cs } from './cs.ts';
import { type MessageKey, t } from './index.ts';
import { fillPlurals, plural } from './plural.ts';

const DAYS = { one: 'den', few: 'dny', other: 'dní' };

describe('plural (Intl.PluralRules cs)', () => {
  it('chooses the Czech form: 1 den, 2–4 dny, 0 and 5+ dní, 21 dní', () => {
    expect([0, 1, 2, 3, 4, 5, 21, 22, 28, 100].map((n) => `${n} ${plural(n, DAYS)}`)).toEqual([
      '0 dní',
      '1 den',
      '2 dny',
      '3 dny',
      '4 dny',
      '5 dní',
      '21 dní',
      '22 dní',
      '28 dní',
      '100 dní',
    ]);
    expect(plural(1.5, { ...DAYS, many: 'dne' })).toBe('dne');
    expect(plural(1.5, DAYS)).toBe('dní');
  });

  it('fills {name|one|few|other} from the number, leaves anything else', () => {
    expect(fillPlurals('{n} {n|místo|místa|míst}', { n: 3 })).toBe('{n} místa');
    expect(fillPlurals('{n|a|b|c}', {})).toBe('{n|a|b|c}');
    expect(fillPlurals('{n|a|b|c}', { n: 'x' })).toBe('{n|a|b|c}');
  });

  it('t() agrees the counted nouns of the catalogue with their numbers', () => {
    expect(t('adminCalendar.count', { count: 1 })).toBe('1 termín');
    expect(t('adminCalendar.count', { count: 3 })).toBe('3 termíny');
    expect(t('adminCalendar.count', { count: 12 })).toBe('12 termínů');
    expect(t('adminCalendar.sharedLabel', { sellable: 2 })).toMatch(/2 místa\.$/);
    expect(t('userTerms.sections.s2.p1' as MessageKey, { expiry: 30 })).toContain('platí 30 dní od nákupu');
  });

  it('explains PAYG+ with the rules’ numbers (never written into a text by hand)', () => {
    expect(t('detail.paygPlusExplained', { price: '119 Kč' })).toBe(
      'PAYG+: sleva 20 % na každý vstup za 119 Kč na 28 dní.',
    );
    expect(t('planSummary.perPeriod')).toBe('/ 28 dní');
  });
});

// ---- the guard: no hand-made plural comes back --------------------------------------------------

/** Forms of the nouns the product counts whose form depends on the number (období, hodnocení do not). */
const COUNTED =
  /^(den|dne|dni|dny|dní|dnů|dnech|týden|týdny|týdnů|hodinu|hodiny|hodin|minutu|minuty|minut|sekundu|sekundy|sekund|měsíc|měsíce|měsíců|rok|roky|let|vstup|vstupy|vstupů|místo|místa|míst|kredit|kredity|kreditů|termín|termíny|termínů|aktivita|aktivitu|aktivity|aktivit|sportoviště|sportovišť|lokalita|lokality|lokalit|platba|platby|plateb|karta|karty|karet|recenze|recenzí|hvězdička|hvězdičky|hvězdiček|náhradník|náhradníci|náhradníků|osoba|osoby|osob|fotka|fotky|fotek|fotografie|fotografií|záznam|záznamy|záznamů|uživatel|uživatelé|uživatelů|partner|partneři|partnerů)$/i;

/** `{count} dní` in a message, `${count} dní` in code: a number next to a noun that must agree with it. */
function handMadePlurals(text: string): string[] {
  const found: string[] = [];
  const pattern = /(\{\w+\}|\$\{[^{}]+\})[ \u00a0]+([a-zá-žěščřžýáíéůúňťď]+)/gi;
  for (const match of text.matchAll(pattern)) {
    if (COUNTED.test(match[2]!)) found.push(match[0]);
  }
  return found;
}

function strings(node: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') out.push([path, node]);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) strings(value, path ? `${path}.${key}` : key, out);
  return out;
}

describe('guard: counted nouns use plural forms', () => {
  it('finds a hand-made plural (the guard bites)', () => {
    expect(handMadePlurals('Platí {days} dní.')).toEqual(['{days} dní']);
    const code = ['`$', '{count} vstupů`'].join('');
    expect(handMadePlurals(code)).toEqual([code.slice(1, -1)]);
    expect(handMadePlurals('{days} {days|den|dny|dní} a {n} období')).toEqual([]);
  });

  it('no message of the catalogue puts a number next to a counted noun by hand', () => {
    const offending = strings(cs, '').flatMap(([key, text]) =>
      handMadePlurals(text).map((hit) => `${key}: ${hit}`),
    );
    expect(offending).toEqual([]);
  });

  it('no web source builds a counted noun by hand (template literals, count === 1 ? …)', () => {
    const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const offending = Object.entries(sources).flatMap(([file, code]) => [
      ...handMadePlurals(code).map((hit) => `${file}: ${hit}`),
      ...[...code.matchAll(/\b\w*[cC]ount\w* (?:===? 1|< 5|<= 4) \?/g)].map((m) => `${file}: ${m[0]}`),
    ]);
    expect(offending).toEqual([]);
  });
});
