export { DEV_MAILBOX_PATH, devMailboxApiRoutes, devMailboxPageRoutes } from './routes.ts';
