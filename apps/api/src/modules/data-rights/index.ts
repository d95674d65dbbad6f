/** The customer's own data (KVKK art. 11): download, erasure, and the requests log with its deadlines. */
export { registerDataRightsRoutes } from './data-rights.routes.ts';
