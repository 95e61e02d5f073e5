export { FriendPlaces } from './FriendPlaces.tsx';
export { friendRoutes } from './routes.tsx';
