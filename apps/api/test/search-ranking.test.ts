import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * What a visitor types and the (up to) three activities (name @ venue) that must come first, in any
 * order among themselves; `notTop` must not be among the first `within` (default 3). Demo data.
 */
const CASES: { query: string; top: string[]; notTop?: string[]; within?: number }[] = [
  {
    query: 'jóga',
    top: [
      'Jóga pro zdravá záda @ Jóga studio Veveří',
      'Hatha jóga pro začátečníky @ Jóga Vinohrady',
      'Ranní jóga @ Studio Harmonie',
    ],
    // Four yoga classes (Vinyasa flow too) come before the pilates classes of the yoga studios.
    notTop: ['Pilates na podložce @ Jóga Vinohrady', 'Pilates reformer @ Jóga studio Veveří'],
    within: 4,
  },
  {
    query: 'joga',
    top: [
      'Jóga pro zdravá záda @ Jóga studio Veveří',
      'Hatha jóga pro začátečníky @ Jóga Vinohrady',
      'Ranní jóga @ Studio Harmonie',
    ],
  },
  {
    query: 'jogha',
    top: [
      'Jóga pro zdravá záda @ Jóga studio Veveří',
      'Hatha jóga pro začátečníky @ Jóga Vinohrady',
      'Ranní jóga @ Studio Harmonie',
    ],
  },
  {
    query: 'plavani',
    top: [
      'Plavání – 50m bazén @ Plavecký stadion Podolí',
      'Plavání v drahách @ Aquapark Kohoutovice',
      'Plavání – 50m bazén @ Aquacentrum Pardubice',
    ],
    // All four swimming activities before the sauna of a venue called "Plavecký stadion".
    notTop: ['Sauna a pára @ Plavecký stadion Podolí'],
    within: 4,
  },
  {
    query: 'PLAVÁNÍ',
    top: [
      'Plavání – 50m bazén @ Plavecký stadion Podolí',
      'Plavání v drahách @ Aquapark Kohoutovice',
      'Plavání – 50m bazén @ Aquacentrum Pardubice',
    ],
  },
  {
    query: 'plavni',
    top: [
      'Plavání – 50m bazén @ Plavecký stadion Podolí',
      'Plavání v drahách @ Aquapark Kohoutovice',
      'Kondiční plavání @ Krytý bazén Ostrava-Jih',
    ],
  },
  {
    query: 'squash',
    top: [
      'Squash – kurt na hodinu @ Squash Centrum Strašnice',
      'Squash @ Sportovní centrum Poruba',
      'Badminton @ Squash Centrum Strašnice',
    ],
  },
  {
    query: 'box',
    top: ['Box – technika a kondice @ CrossFit Holešovice', 'Thajský box @ Fit Point Stodolní'],
  },
  { query: 'thajsky box', top: ['Thajský box @ Fit Point Stodolní'] },
  {
    query: 'lezeni',
    top: ['Lezení na laně @ Lezecká stěna Hudy Brno', 'Bouldering @ Lezecké centrum Smíchov'],
  },
  { query: 'bouldring', top: ['Bouldering @ Lezecké centrum Smíchov'] },
  { query: 'spining', top: ['Spinning @ Fitness Lužánky', 'Spinning Power @ Holmes Place Karlín'] },
  {
    query: 'pilátes',
    top: [
      'Pilates reformer @ Jóga studio Veveří',
      'Pilates na podložce @ Jóga Vinohrady',
      'Pilates @ Studio Harmonie',
    ],
  },
  { query: 'posilovna brno', top: ['Posilovna – volný vstup @ Fitness Lužánky'] },
  {
    query: 'tennis',
    top: [
      'Tenis – kurt na hodinu @ Tenisový klub Slavia HK',
      'Tenis – krytý kurt @ Sportovní centrum Poruba',
    ],
  },
  {
    query: 'crossfit',
    top: [
      'CrossFit WOD @ CrossFit Holešovice',
      'CrossFit @ Fitness Gym Hradec',
      'Box – technika a kondice @ CrossFit Holešovice',
    ],
  },
  {
    query: 'sauna',
    top: ['Sauna a pára @ Plavecký stadion Podolí', 'Wellness a sauna @ Aquacentrum Pardubice'],
  },
  { query: 'ranni joga', top: ['Ranní jóga @ Studio Harmonie'] },
  { query: 'zada', top: ['Jóga pro zdravá záda @ Jóga studio Veveří'] },
  {
    query: 'kondicni plavani',
    top: ['Kondiční plavání @ Krytý bazén Ostrava-Jih', 'Plavání v drahách @ Aquapark Kohoutovice'],
  },
];

type Row = { name: string; venue: { name: string } };

async function search(query: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/activities?search=${encodeURIComponent(query)}&limit=20`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().activities as Row[]).map((a) => `${a.name} @ ${a.venue.name}`);
}

describe('search ranks what was asked for: activity name and category above venue and description', () => {
  it('holds at least 15 Czech queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES)(
    '„$query“ lists its expected activities first',
    async ({ query, top, notTop = [], within = 3 }) => {
      const found = await search(query);
      expect(found.slice(0, top.length).sort()).toEqual([...top].sort());
      const head = found.slice(0, within);
      for (const other of notTop) expect(head, `${other} ranks too high`).not.toContain(other);
    },
  );

  it('a venue called "Jóga…" does not lift its pilates classes above yoga classes', async () => {
    const found = await search('jóga');
    const firstPilates = found.findIndex((name) => name.startsWith('Pilates'));
    const lastYoga = found.findLastIndex((name) => /jóga|Vinyasa/i.test(name.split(' @ ')[0]!));
    expect(firstPilates).toBeGreaterThan(lastYoga);
  });
});
