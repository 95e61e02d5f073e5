export { ticketExpiryJob } from './expiry.ts';
export { scanRoutes, userEntryRoutes } from './routes.ts';
