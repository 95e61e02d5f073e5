/** SQLSTATE classes and codes that mean the server or the connection went away, not a bad query. */
const CONNECTION_LOST_STATES = /^(08|57P0[1-3]|53300)/;
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|connection (?:is )?(?:closed|ended)|ECONNREFUSED|ECONNRESET|EPIPE|terminating connection|Client has encountered a connection error|not queryable/i;

/**
 * Whether an error (or its cause: drizzle wraps the driver's error) means the database connection was
 * lost: the caller's transaction rolled back, so the request changed nothing and may be retried.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_LOST_STATES.test(code)) return true;
    if (CONNECTION_LOST_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
