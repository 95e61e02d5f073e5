import { cs, type Messages } from './cs.ts';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A dotted key of the catalogue, e.g. 'header.searchPlaceholder'. */
export type MessageKey = Leaves<Messages>;

const catalogue: Messages = cs;

/**
 * Looks a message up by key and fills `{name}` placeholders:
 * t('activities.searching', { term: 'jóga' }) → 'Hledáte: „jóga“'.
 */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  let node: unknown = catalogue;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  const message = node as string;
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export type { Messages };
