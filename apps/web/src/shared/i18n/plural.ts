const rules = new Intl.PluralRules('cs-CZ');

/** Czech plural forms: 1 aktivita, 2–4 aktivity, 0 and 5+ aktivit. */
export function plural(count: number, forms: { one: string; few: string; other: string }): string {
  const rule = rules.select(count);
  return rule === 'one' ? forms.one : rule === 'few' ? forms.few : forms.other;
}
