import { CONSTANTS } from '../constants.ts';
import { crownsToMinor, type HalerAmount } from '../money/convert.ts';

/**
 * SPEC 3 config, in haléře like every amount inside (the SPEC's 1 799 Kč is 179 900 haléřů; the API
 * answers it in crowns at GET /api/public/, converted at the contract edge).
 */
export interface Config {
  /** Price per period of the all-locations plan (default 1 799 Kč). */
  allLocationsPrice: HalerAmount;
  /** Surcharge per period of the flexible plan over the yearly one (default 199 Kč). */
  flexiblePrice: HalerAmount;
  /** PAYG+ price per 4 weeks (default 119 Kč). */
  paygPlusPrice: HalerAmount;
}

export const DEFAULT_CONFIG: Config = {
  allLocationsPrice: crownsToMinor(CONSTANTS.DEFAULT_ALL_LOCATIONS_PRICE_CROWNS),
  flexiblePrice: crownsToMinor(CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS),
  paygPlusPrice: crownsToMinor(CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS),
};
