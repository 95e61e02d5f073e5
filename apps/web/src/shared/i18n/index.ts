import { BRAND, CONSTANTS } from '@champions/domain';
import { catalogue } from './catalogue.ts';
import { englishCatalogue } from './catalogue-en.ts';
import type { Messages } from './cs.ts';
import { getLanguage } from './language.ts';
import { fillPlurals } from './plural.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, e.g. 'header.searchPlaceholder'. */
export type MessageKey = Leaves<Messages>;

/**
 * What every message may use without passing it: the brand words `{product}`, `{membership}`, and
 * the rules' numbers from packages/domain (never written into a text by hand): `{paygPlusPercent}`
 * (PAYG+ discount), `{periodDays}` (a period), `{entryDays}` (an entry's validity).
 */
const BRAND_PARAMS: Readonly<Record<string, string | number>> = {
  product: BRAND.product,
  membership: BRAND.membership,
  paygPlusPercent: CONSTANTS.PAYG_PLUS_DISCOUNT_PERCENT,
  periodDays: CONSTANTS.PERIOD_DAYS,
  entryDays: CONSTANTS.ENTRY_EXPIRY_DAYS,
  reactivationDays: CONSTANTS.REACTIVATION_WINDOW_DAYS,
};

/** The catalogue of the page's language (Czech also when the English texts are not loaded). */
function activeCatalogue(): Messages {
  return getLanguage() === 'en' ? (englishCatalogue.current ?? catalogue) : catalogue;
}

function lookUp(root: unknown, key: string): unknown {
  let node = root;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * Looks a message up by key in the page's language and fills `{name}` placeholders (the brand words always):
 * t('activities.searching', { term: 'jóga' }) → 'Hledáte: „jóga“'; a counted noun takes its form
 * from the number: '{days} {days|den|dny|dní}' with { days: 2 } → '2 dny' (plural.ts).
 */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  const node = lookUp(activeCatalogue(), key);
  if (typeof node !== 'string') {
    // Only a production build can miss a text: its namespace was not named by any loaded module
    // (see namespaces.ts). Show the key rather than break the page.
    console.error(`Missing text: ${key}`);
    return key;
  }
  const message = node;
  const values = params ? { ...BRAND_PARAMS, ...params } : BRAND_PARAMS;
  return fillPlurals(message, values).replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export type { Messages };

/** The keys directly under a catalogue node, in catalogue order: messageKeys('privacy.sections'). */
export function messageKeys(prefix: string): string[] {
  const node = lookUp(activeCatalogue(), prefix);
  return node && typeof node === 'object' ? Object.keys(node).map((key) => `${prefix}.${key}`) : [];
}
export {
  getLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  locale,
  localizedPath,
  pathInLanguage,
} from './language.ts';
export { type PluralForms, plural } from './plural.ts';
