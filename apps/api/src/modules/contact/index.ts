export { registerContactRoutes } from './contact.routes.ts';
