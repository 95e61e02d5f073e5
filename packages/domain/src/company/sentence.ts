/**
 * Ends a sentence with a full stop unless it already has one: a sentence that ends with a company
 * name such as "Acme s.r.o." or "Beta a.s." keeps a single dot ("… firma Acme s.r.o.").
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
