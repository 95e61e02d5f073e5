import type { AdminActivity, AdminSlot } from '@champions/contract';

/** Test data of the partner's calendar. */
export const yogaSlot: AdminSlot = {
  id: '5a0b5c4e-0000-4000-8000-000000000001',
  activityId: '5a0b5c4e-0000-4000-8000-0000000000a1',
  activityName: 'Ranní jóga',
  venueId: '5a0b5c4e-0000-4000-8000-0000000000b1',
  venueName: 'Studio Pohyb',
  startsAt: '2026-12-02T17:00:00.000Z',
  endsAt: '2026-12-02T18:00:00.000Z',
  capacity: 12,
  championsPlaces: null,
  sellable: 12,
  bookings: 3,
  cancelled: false,
  seriesId: null,
};

export function activity(id: string, name: string, durationMinutes: number, capacity: number): AdminActivity {
  return {
    id,
    venueId: yogaSlot.venueId,
    venueName: 'Studio Pohyb',
    name,
    activityCategoryId: null,
    categoryName: null,
    description: '',
    durationMinutes,
    capacity,
    championsPlaces: null,
    photos: [],
    published: true,
    venuePublished: true,
    options: [],
    upcomingSlots: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
  };
}
