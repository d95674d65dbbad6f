/** "Gelince haber ver": waiting for a sold-out product and the one mail (docs/decisions/042-back-in-stock-and-gift-note.md). */
export { registerBackInStockRoutes } from './back-in-stock.routes.ts';
export { BackInStock } from './back-in-stock.service.ts';
export { RestockNotifier } from './restock-notifier.ts';
