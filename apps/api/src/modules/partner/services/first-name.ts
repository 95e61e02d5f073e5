/** A customer's first name: the first word of their name (the partner API never shows more). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
