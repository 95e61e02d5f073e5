import type { PublicArea, PublicConfig } from '@champions/contract';
import { type Config, minorToCrowns } from '@champions/domain';

/** The contract edge of an area (SPEC 3 public area): the price per period in whole Kč (SPEC 9: 1 699). */
export function publicAreaOf(area: Omit<PublicArea, 'price'> & { price: number }): PublicArea {
  return { ...area, price: minorToCrowns(area.price) };
}

/** The contract edge of the config (SPEC 9): whole Kč, 1799 / 199 / 119. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    allLocationsPrice: minorToCrowns(config.allLocationsPrice),
    flexiblePrice: minorToCrowns(config.flexiblePrice),
    paygPlusPrice: minorToCrowns(config.paygPlusPrice),
  };
}
