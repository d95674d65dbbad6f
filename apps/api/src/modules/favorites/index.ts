export { registerFavoriteRoutes } from './favorites.routes.ts';
