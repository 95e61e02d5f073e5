export { userRoutes } from './routes.ts';
export { savedRoutes } from './saved-routes.ts';
export { loadPaymentPage, loadSubscription, loadTickets } from './user-data.ts';
