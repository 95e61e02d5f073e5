/**
 * The languages of the product ("English, whole"): Czech first, English beside it. The
 * contract's `z.enum(LANGUAGES)`, the `accounts.language` column and both apps build on this list.
 */
export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of an account or a request when nothing says otherwise. */
export const DEFAULT_LANGUAGE: Language = 'cs';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Languages whose readers get one of ours: Slovak readers read Czech (our decision), so `sk` counts
 * as Czech; every other language is passed over.
 */
const READ_AS: Readonly<Record<string, Language>> = { cs: 'cs', sk: 'cs', en: 'en' };

/**
 * The language a request prefers, from its `Accept-Language` header (RFC 9110 §12.5.4): the ranges
 * are ordered by their quality (`q`, 1 when missing; the header's order breaks ties), those with
 * `q=0` refused, and the first one whose primary tag is ours wins (`en-GB,en;q=0.9,cs;q=0.8` → 'en',
 * `de,en;q=0.7` → 'en', `sk` → 'cs'). Without a header, or with none of ours, Czech.
 */
export function preferredLanguage(acceptLanguage: string | readonly string[] | null | undefined): Language {
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : (acceptLanguage ?? []).join(',');
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.toLowerCase().split('-')[0] ?? '', quality, order };
    })
    .filter((range) => Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const range of ranges) {
    const language = READ_AS[range.primary];
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The cookie that remembers a visitor's choice of language (the header's switch, the settings), so the
 * server can open a page in it at once; the choice wins over the browser's languages.
 */
export const LANGUAGE_COOKIE = 'champions_language';

/** The language a `Cookie` header remembers, or null. */
export function rememberedLanguage(cookieHeader: string | null | undefined): Language | null {
  const match = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(cs|en)\\s*(?:;|$)`).exec(cookieHeader ?? '');
  return (match?.[1] as Language | undefined) ?? null;
}
