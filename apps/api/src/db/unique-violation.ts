/** SQLSTATE of a unique constraint or index refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether an error (or its cause: drizzle wraps the driver's error, node-postgres and PGlite both
 * carry the SQLSTATE as `code`) means a unique constraint refused the row.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
