/** The centre of Czechia and a zoom that shows the whole country. */
export const CZECHIA = { lat: 49.8, lng: 15.47, zoom: 7 } as const;
