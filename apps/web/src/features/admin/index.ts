// What other features use of the partner's panel: the back office edits venues and activities with the same forms.
export { ActivityForm, type SaveActivity } from './ActivityEditPage.tsx';
export { PublishedBadge } from './ManageUi.tsx';
export { type SaveVenue, VenueForm } from './VenueEditPage.tsx';
