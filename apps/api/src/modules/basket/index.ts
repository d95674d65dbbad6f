/** The basket: its lines, and its prices as the server computes them (never the client's copy). */
export { registerBasketRoutes } from './basket.routes.ts';
export { lockBasketId, type DbOrTx } from './basket.repository.ts';
export { installmentCapOf } from './installment-cap.ts';
export { loadPricedBasket, type PricedBasket, type PricedLine } from './priced-basket.ts';
