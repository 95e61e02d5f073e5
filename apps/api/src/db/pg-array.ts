/**
 * A PostgreSQL array literal for `unnest(${literal}::type[])`: both drivers pass it as one text
 * parameter, so a list of any length is one parameter of one statement.
 */
export function toPgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}
