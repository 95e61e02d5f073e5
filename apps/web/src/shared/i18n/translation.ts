/**
 * The shape a translation of a catalogue part must have: the same keys as the Czech original, every
 * leaf a string (the Czech parts may be `as const`; a translation's texts are its own).
 * `export const voucherMessagesEn: Translation<typeof voucherMessages> = { … }`
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { [K in keyof T]: Translation<T[K]> };
