/** 1 Kč = 100 haléřů. Every amount in this package is in haléře (`Haler`) unless its type says `Crowns`. */
export const MINOR_PER_CROWN = 100;

declare const unit: unique symbol;

/**
 * An amount in haléře (minor units), the one unit of amounts inside the product: database, domain,
 * API (except the SPEC 9 config and area prices) and web. Make one with `haler()` or `crownsToMinor()`.
 */
export type Haler = number & { readonly [unit]: 'haler' };

/** An amount in whole or decimal crowns (Kč): only at the contract edge where SPEC 9 gives Kč. */
export type Crowns = number & { readonly [unit]: 'crowns' };

/**
 * What functions that take haléře accept: a `Haler` or a plain number (amounts not yet branded),
 * never `Crowns` - the compiler refuses `formatCzk(crowns)`.
 */
export type HalerAmount = number & { readonly [unit]?: 'haler' };

/** Brands an integer amount of haléře; a fraction is a bug (haléře are the smallest unit). */
export function haler(amount: number): Haler {
  if (!Number.isInteger(amount)) throw new RangeError(`An amount in haléře must be an integer: ${amount}`);
  return amount as Haler;
}

/** Brands an amount of crowns. */
export function crowns(amount: number): Crowns {
  return amount as Crowns;
}

/** Whole (or decimal) crowns to integer haléře, rounded to the nearest haléř. */
export function crownsToMinor(amount: number): Haler {
  return Math.round(amount * MINOR_PER_CROWN) as Haler;
}

/** Haléře (as the database, the domain and the payment provider keep them) to crowns: minor / 100. */
export function minorToCrowns(minor: HalerAmount): Crowns {
  return (minor / MINOR_PER_CROWN) as Crowns;
}
