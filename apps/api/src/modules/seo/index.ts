export { registerSeoRoutes } from './seo.routes.ts';
