export { registerPaymentRoutes } from './payment.routes.ts';
