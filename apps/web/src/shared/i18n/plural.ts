import { getLanguage, type Language } from './language.ts';

const rules: Readonly<Record<Language, Intl.PluralRules>> = {
  cs: new Intl.PluralRules('cs'),
  en: new Intl.PluralRules('en'),
};

/**
 * The forms of a counted noun: Czech 1 aktivita, 2–4 aktivity, 0 and 5+ aktivit (1,5 aktivity: `many`);
 * English has `one` and `other` only (1 activity, 2 activities), so its `few` is the `other` form.
 */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
  /** fractions (1,5 dne); without it `other` */
  many?: string;
}

/**
 * The form of a counted noun for `count`, chosen by the language's own rules (Intl.PluralRules of the
 * page's language), never by hand (comparing the count with 1 or 5): a guard test (plural.test.ts)
 * refuses hand-made plurals.
 */
export function plural(count: number, forms: PluralForms, language: Language = getLanguage()): string {
  const rule = rules[language].select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  if (rule === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/**
 * A message's plural placeholder filled with the form for the number `name` holds, by the language's
 * rules: Czech `{name|one|few|other}` ('{days} {days|den|dny|dní}'), English `{name|one|other}`
 * ('{days} {days|day|days}'). Anything else stays as it is.
 */
export function fillPlurals(
  message: string,
  values: Readonly<Record<string, string | number>>,
  language: Language = getLanguage(),
): string {
  return message.replace(/\{(\w+)((?:\|[^|{}]*){2,3})\}/g, (match, name: string, tail: string) => {
    const count = Number(values[name]);
    if (!(name in values) || !Number.isFinite(count)) return match;
    const forms = tail.slice(1).split('|');
    if (forms.length === 2) {
      const [one = '', other = ''] = forms;
      return plural(count, { one, few: other, other }, language);
    }
    const [one = '', few = '', other = ''] = forms;
    return plural(count, { one, few, other }, language);
  });
}
