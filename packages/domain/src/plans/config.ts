import { CONSTANTS } from '../constants.ts';
import { crownsToMinor } from '../money/convert.ts';

/** SPEC 3 config, in minor units like every amount of the API (the SPEC's 1 799 is 179 900 haléřů). */
export interface Config {
  /** Price per period of the all-locations plan (default 1 799 Kč). */
  allLocationsPrice: number;
  /** Surcharge per period of the flexible plan over the yearly one (default 199 Kč). */
  flexiblePrice: number;
  /** PAYG+ price per 4 weeks (default 119 Kč). */
  paygPlusPrice: number;
}

export const DEFAULT_CONFIG: Config = {
  allLocationsPrice: crownsToMinor(CONSTANTS.DEFAULT_ALL_LOCATIONS_PRICE_CROWNS),
  flexiblePrice: crownsToMinor(CONSTANTS.DEFAULT_FLEXIBLE_PRICE_CROWNS),
  paygPlusPrice: crownsToMinor(CONSTANTS.DEFAULT_PAYG_PLUS_PRICE_CROWNS),
};
