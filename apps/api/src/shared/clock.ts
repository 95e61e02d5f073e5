/** The one source of "now" in the API; tests inject a movable clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A clock that runs with the machine's but may be moved to another moment, from which it runs on. */
export interface MovableClock extends Clock {
  moveTo(date: Date | null): void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    moveTo: (date) => {
      offsetMs = date ? date.getTime() - Date.now() : 0;
    },
  };
}
