export * from './audit/index.ts';
export { verifyWebhook } from './webhooks/verify.ts';
export type { WebhookHeaders, WebhookVerdict } from './webhooks/verify.ts';
