/** What other features may use of the catalogue: the activity and its time slots (shared cache). */
export { useActivity, useSlots } from './queries.ts';
