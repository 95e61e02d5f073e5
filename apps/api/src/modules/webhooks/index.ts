export { subscribedEndpointIdsSql } from './repository.ts';
export { partnerWebhookRoutes } from './routes.ts';
export { webhookDeliveryJob } from './services/deliver.ts';
export { WEBHOOK_DELIVERY_JOB } from './services/delivery-schedule.ts';
export { enqueueWebhooks } from './services/enqueue-event.ts';
export { signatureHeader } from './services/signing.ts';
