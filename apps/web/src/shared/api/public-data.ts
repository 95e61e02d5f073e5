import type { PublicArea, PublicData } from '@champions/contract';
import { type Config, crownsToMinor, type Haler } from '@champions/domain';

/** A public area as the web keeps it: the price per period in haléře, like every amount inside. */
export type AreaInHaler = Omit<PublicArea, 'price'> & { price: Haler };

/** GET /api/public/ as the web keeps it: config and area prices in haléře (domain `Config`, `AreaPrice`). */
export type PublicDataInHaler = Omit<PublicData, 'areas' | 'config'> & {
  areas: AreaInHaler[];
  config: Config;
};

/**
 * The web's contract edge of GET /api/public/: SPEC 9 answers the config and area prices in whole Kč
 * (1799, 199, 119, 1699); the pages and the domain rules work in haléře, so they are converted here, once.
 */
export function publicDataInHaler(data: PublicData): PublicDataInHaler {
  return {
    ...data,
    areas: data.areas.map((area) => ({ ...area, price: crownsToMinor(area.price) })),
    config: {
      allLocationsPrice: crownsToMinor(data.config.allLocationsPrice),
      flexiblePrice: crownsToMinor(data.config.flexiblePrice),
      paygPlusPrice: crownsToMinor(data.config.paygPlusPrice),
    },
  };
}
