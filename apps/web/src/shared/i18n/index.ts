import { BRAND } from '@champions/domain';
import { cs, type Messages } from './cs.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, e.g. 'header.searchPlaceholder'. */
export type MessageKey = Leaves<Messages>;

const catalogue: Messages = cs;

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
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  const message = node as string;
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
