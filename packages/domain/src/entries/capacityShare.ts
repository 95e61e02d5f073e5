/**
 * Capacity share (our decision): the partner decides how many places of a time slot Champions may
 * sell, so their own members keep the rest. Set per activity and overridable per slot; no value means
 * every place. Never more than the slot's capacity, never below zero.
 */
export interface CapacityShareInput {
  /** places of the time slot */
  capacity: number;
  /** places Champions may sell, set on the activity (null or undefined = all of them) */
  activityShare?: number | null;
  /** the slot's own value, overriding the activity's (null or undefined = follow the activity) */
  slotShare?: number | null;
}

/** The places of a slot Champions may sell: the slot's share, else the activity's, else all; capped by capacity. */
export function sellablePlaces({ capacity, activityShare, slotShare }: CapacityShareInput): number {
  const share = slotShare ?? activityShare ?? capacity;
  return Math.max(0, Math.min(capacity, share));
}

/** Places Champions can still sell on a slot: the sellable places minus those already sold. */
export function freeSellablePlaces(input: CapacityShareInput & { reserved: number }): number {
  return Math.max(0, sellablePlaces(input) - input.reserved);
}
