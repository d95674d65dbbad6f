/** The owner's dashboard: figures computed by the database, and the low-stock setting. */
export { registerDashboardRoutes } from './dashboard.routes.ts';
