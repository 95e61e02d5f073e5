export { subscribedEndpointIdsSql } from './repository.ts';
export { partnerWebhookRoutes } from './routes.ts';
export { deliverWebhook } from './services/deliver.ts';
export { type DeliveryJobPayload, WEBHOOK_DELIVERY_JOB } from './services/delivery-schedule.ts';
export { enqueueWebhooks } from './services/enqueue-event.ts';
export { signatureHeader } from './services/signing.ts';
