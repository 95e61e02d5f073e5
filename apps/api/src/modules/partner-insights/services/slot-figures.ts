import type { InsightsFigures } from '@champions/contract';
import type { SlotFact } from '../insights-repository.ts';

type Places = InsightsFigures['fill'];

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

function placesOf(slots: readonly SlotFact[]): Places {
  const offered = slots.reduce((sum, slot) => sum + slot.capacity, 0);
  const booked = slots.reduce((sum, slot) => sum + slot.booked, 0);
  const championsOffered = slots.reduce((sum, slot) => sum + slot.championsOffered, 0);
  return {
    slots: slots.length,
    offered,
    booked,
    fillRate: share(booked, offered),
    championsOffered,
    championsRate: share(booked, championsOffered),
  };
}

const slotRate = (slot: SlotFact) => (slot.capacity > 0 ? slot.booked / slot.capacity : 0);
/** how long before its start the slot got its last booked place (ms); longer = sold out sooner */
const leadOf = (slot: SlotFact) =>
  slot.filledAt ? Date.parse(slot.startsAt) - Date.parse(slot.filledAt) : Number.NEGATIVE_INFINITY;

function slotRow(slot: SlotFact) {
  return {
    slotId: slot.slotId,
    activityName: slot.activityName,
    venueName: slot.venueName,
    startsAt: slot.startsAt,
    capacity: slot.capacity,
    booked: slot.booked,
    fillRate: share(slot.booked, slot.capacity) ?? 0,
    filledAt: slot.filledAt,
  };
}

/**
 * Fill rates in total, per activity and per Prague weekday × hour, the capacity share, and the three
 * slots that sold best (highest fill rate; of equals, the one whose last place went furthest ahead of
 * its start — the slots' publishing time is not recorded) and the three emptiest.
 */
export function slotFigures(slots: readonly SlotFact[]) {
  const byActivity = new Map<string, SlotFact[]>();
  const byCell = new Map<string, SlotFact[]>();
  for (const slot of slots) {
    byActivity.set(slot.activityId, [...(byActivity.get(slot.activityId) ?? []), slot]);
    const cell = `${slot.weekday}-${slot.hour}`;
    byCell.set(cell, [...(byCell.get(cell) ?? []), slot]);
  }
  const activities = [...byActivity.values()]
    .map((group) => ({
      activityId: group[0]!.activityId,
      activityName: group[0]!.activityName,
      venueName: group[0]!.venueName,
      ...placesOf(group),
    }))
    .sort(
      (a, b) =>
        a.venueName.localeCompare(b.venueName, 'cs') || a.activityName.localeCompare(b.activityName, 'cs'),
    );
  const heatmap = [...byCell.values()]
    .map((group) => {
      const places = placesOf(group);
      return {
        weekday: group[0]!.weekday,
        hour: group[0]!.hour,
        offered: places.offered,
        booked: places.booked,
        fillRate: places.fillRate,
      };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
  const byStart = (a: SlotFact, b: SlotFact) => a.startsAt.localeCompare(b.startsAt);
  const top = [...slots]
    .filter((slot) => slot.booked > 0)
    .sort((a, b) => slotRate(b) - slotRate(a) || leadOf(b) - leadOf(a) || byStart(a, b))
    .slice(0, 3);
  const topIds = new Set(top.map((slot) => slot.slotId));
  const bottom = [...slots]
    .filter((slot) => !topIds.has(slot.slotId))
    .sort((a, b) => slotRate(a) - slotRate(b) || byStart(a, b))
    .slice(0, 3);
  return {
    fill: placesOf(slots),
    byActivity: activities,
    heatmap,
    topSlots: top.map(slotRow),
    bottomSlots: bottom.map(slotRow),
  };
}
