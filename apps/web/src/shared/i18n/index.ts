import { BRAND } from '@champions/domain';
import { catalogue } from './catalogue.ts';
import type { Messages } from './cs.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, e.g. 'header.searchPlaceholder'. */
export type MessageKey = Leaves<Messages>;

/** Brand words every message may use without passing them: `{product}`, `{membership}`. */
const BRAND_PARAMS: Readonly<Record<string, string>> = {
  product: BRAND.product,
  membership: BRAND.membership,
};

/**
 * Looks a message up by key and fills `{name}` placeholders (the brand words always):
 * t('activities.searching', { term: 'jóga' }) → 'Hledáte: „jóga“'.
 */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') {
    // Only a production build can miss a text: its namespace was not named by any loaded module
    // (see namespaces.ts). Show the key rather than break the page.
    console.error(`Missing text: ${key}`);
    return key;
  }
  const message = node;
  const values = params ? { ...BRAND_PARAMS, ...params } : BRAND_PARAMS;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export type { Messages };

/** The keys directly under a catalogue node, in catalogue order: messageKeys('privacy.sections'). */
export function messageKeys(prefix: string): string[] {
  let node: unknown = catalogue;
  for (const part of prefix.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node && typeof node === 'object' ? Object.keys(node).map((key) => `${prefix}.${key}`) : [];
}
export { plural } from './plural.ts';
