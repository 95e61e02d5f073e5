/** "200" or "200,50" Kč → haléře; NaN when it is not an amount (the schema then says so). */
export function crownsTextToHaler(text: string): number {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

/** haléře → the text an amount field starts with: 10500 → "105", 10550 → "105,50". */
export function halerToCrownsText(minor: number): string {
  const crowns = Math.floor(minor / 100);
  const rest = minor % 100;
  return rest === 0 ? String(crowns) : `${crowns},${String(rest).padStart(2, '0')}`;
}
