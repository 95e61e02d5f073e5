const rules = new Intl.PluralRules('cs');

/** The forms of a counted Czech noun: 1 aktivita, 2–4 aktivity, 0 and 5+ aktivit (1,5 aktivity: `many`). */
export interface PluralForms {
  one: string;
  few: string;
  other: string;
  /** fractions (1,5 dne); without it `other` */
  many?: string;
}

/**
 * The form of a counted noun for `count`, chosen by the language's own rules (Intl.PluralRules('cs')),
 * never by hand (comparing the count with 1 or 5): a guard test (plural.test.ts) refuses hand-made plurals.
 */
export function plural(count: number, forms: PluralForms): string {
  const rule = rules.select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  if (rule === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/**
 * A message's plural placeholder `{name|one|few|other}` (e.g. '{days} {days|den|dny|dní}') filled
 * with the form for the number `name` holds; anything else stays as it is.
 */
export function fillPlurals(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(
    /\{(\w+)\|([^|{}]*)\|([^|{}]*)\|([^|{}]*)\}/g,
    (match, name: string, one, few, other) => {
      const count = Number(values[name]);
      return name in values && Number.isFinite(count) ? plural(count, { one, few, other }) : match;
    },
  );
}
