/**
 * Which catalogue namespaces (top-level keys of `cs`, e.g. 'header' or 'detail') a source module uses.
 * The production build (build/i18n-split.ts) bundles each namespace with the modules that name it, so
 * a page loads only the texts of the screens it shows.
 *
 * A module names a namespace by a string that starts with it and a dot: `t('detail.title')`,
 * `'qrCard.planNone'` in a lookup table, `` `partnering.${audience}.title` ``. A module that builds keys
 * at runtime (`as MessageKey`, `messageKeys(...)`) names its namespaces by their bare names too
 * (`'privacy'`), since its keys are put together from such words.
 */
export function usedNamespaces(code: string, namespaces: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  const buildsKeys = /\bas MessageKey\b|\bmessageKeys\(/.test(code);
  for (const match of code.matchAll(/['"`]([A-Za-z][A-Za-z0-9]*)(\.|['"`])/g)) {
    const name = match[1] as string;
    if (namespaces.has(name) && (match[2] === '.' || buildsKeys)) used.add(name);
  }
  return used;
}
