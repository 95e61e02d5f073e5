import { TooManyRequestsError } from '../../shared/errors.ts';

/**
 * Failed sign-ins per account, in process (several instances would share this through Redis).
 * Five failures within 15 minutes lock the account's sign-in for the rest of that window.
 */
export function createLoginThrottle(now: () => Date, maxFailures = 5, windowMs = 15 * 60_000) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > now().getTime() - windowMs);
  return {
    assertAllowed(key: string) {
      if (recent(key).length >= maxFailures) throw new TooManyRequestsError();
    },
    recordFailure(key: string) {
      failures.set(key, [...recent(key), now().getTime()]);
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}
