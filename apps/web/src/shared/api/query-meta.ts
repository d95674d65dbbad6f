/**
 * What queries and mutations may say about their failures (docs/product/storefront.md §8):
 * - mutations open the central error modal unless `errorModal: false`;
 * - queries only log unless `errorModal: true` (product, list and search failures only log).
 */
export interface KehribarQueryMeta extends Record<string, unknown> {
  errorModal?: boolean;
  /** Message when the server sends none. */
  errorFallback?: string;
  /** Show the close cross on the error modal (default true). */
  errorClosable?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: KehribarQueryMeta;
    mutationMeta: KehribarQueryMeta;
  }
}
