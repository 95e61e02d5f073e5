/** A point in time: a Date or epoch milliseconds. Every rule takes "now" as one of these. */
export type Instant = Date | number;

export function toEpochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}
