export { activityRoutes } from './activity-routes.ts';
export { apiKeyGuard } from './api-key-guard.ts';
export { apiKeyRoutes, partnerApiRoutes } from './api-key-routes.ts';
export { earningsRoutes } from './earnings-routes.ts';
export { type PhotoStore, photoStoreFor } from './photo-store.ts';
export { priceRoutes } from './price-routes.ts';
export { partnerRoutes } from './routes.ts';
// the partner's own services, run by the back office with the owner as scope
export type { ActivityData } from './services/activity-input.ts';
export { createActivity } from './services/create-activity.ts';
export { getActivity } from './services/get-activity.ts';
export { getVenue } from './services/get-venue.ts';
// a partner organisation's overview of its admin accounts (modules/organisations)
export { loadEarnings } from './services/load-earnings.ts';
export { MAX_PHOTO_BYTES } from './services/photo-limits.ts';
export { referralOf } from './services/referral-of.ts';
export { removeStaff } from './services/remove-staff.ts';
export { setActivityPublished } from './services/set-activity-published.ts';
export { setVenuePublished } from './services/set-venue-published.ts';
export { removeStoredPhoto, storePhoto } from './services/store-photo.ts';
export { updateActivity } from './services/update-activity.ts';
export { updateVenue } from './services/update-venue.ts';
export type { VenueData } from './services/venue-input.ts';
export { insertSupportRequest } from './settings-repository.ts';
export { settingsRoutes } from './settings-routes.ts';
export { slotRoutes } from './slot-routes.ts';
export { staffRoutes } from './staff-routes.ts';
export { uploadsRoutes } from './uploads.ts';
export { venueRoutes } from './venue-routes.ts';
