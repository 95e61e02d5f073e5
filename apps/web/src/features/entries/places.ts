import { useState } from 'react';

/**
 * "A friend along": the places chosen for one slot and option (1–4), shared by the buy panel and the
 * phone's sticky bar, so both quote the same purchase. Another slot or option starts again at 1.
 */
export function usePlaces(timeSlotId: string | null, optionId: string | null): [number, (n: number) => void] {
  const choice = `${optionId}|${timeSlotId}`;
  const [chosen, setChosen] = useState({ choice, places: 1 });
  const places = chosen.choice === choice ? chosen.places : 1;
  return [places, (next) => setChosen({ choice, places: next })];
}
