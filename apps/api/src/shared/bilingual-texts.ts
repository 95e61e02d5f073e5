/**
 * Texts of a document Czech law wants in Czech (a tax document), for an English reader: each label
 * stays Czech with its English beside it, "Prodávající / Seller". Only the labels are
 * doubled; the values the functions are given (amounts, numbers, names) appear once in each half
 * (a half given a date or an amount writes it as its language does). A document of paragraphs
 * (the contract) puts each English below its Czech: the separator '\n'.
 */
// biome-ignore lint/suspicious/noExplicitAny: labels take arguments of every shape
type Texts = Record<string, string | ((...args: any[]) => string)>;

/** The English of a set of Czech texts: the same keys, each function taking the same values. */
export type EnglishOf<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : // biome-ignore lint/suspicious/noExplicitAny: a text function takes values of every shape
        T[K] extends (...args: any[]) => unknown
        ? T[K]
        : T[K] extends object
          ? EnglishOf<T[K]>
          : T[K];
};

export function czechWithEnglish<T extends Texts>(
  cs: T,
  en: EnglishOf<T>,
  separator: ' / ' | '\n' = ' / ',
): EnglishOf<T> {
  const both: Record<string, unknown> = {};
  for (const key of Object.keys(cs)) {
    const czech = cs[key]!;
    const english = en[key]!;
    both[key] =
      typeof czech === 'string'
        ? `${czech}${separator}${english as string}`
        : (...args: unknown[]) =>
            `${czech(...args)}${separator}${(english as (...values: unknown[]) => string)(...args)}`;
  }
  return both as EnglishOf<T>;
}
