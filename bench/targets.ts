// The targets each figure is judged against (issue 21 and the decisions cited in run.ts's header).

/** Our cached JSON reads over the bare Fastify route serving the same bytes (issue 21 point 2). */
export const TARGET_API_RATIO = 0.8;
/** Server-rendered pages over the JSON product read, same run and connections (issue 21 point 1). */
export const TARGET_PAGE_RATIO: Record<string, number | undefined> = { home: 0.5, 'product page': 0.5 };
/** Basket writes by 50 guests, p99, on every database. */
export const TARGET_WRITE_P99_MS = 50;
/** RSS at rest after the first seeded start (issue 21 point 4): embedded PGlite, and with DATABASE_URL. */
export const TARGET_REST_MIB = { embedded: 400, external: 200 };
export const TARGET_PERFORMANCE = 95;
export const TARGET_ACCESSIBILITY = 100;
export const TARGET_CLS = 0.05;
export const TARGET_FIRST_LOAD_GZIP_KIB = 150;
/** The owner's dashboard over 100,000 orders answers within this (median). */
export const TARGET_DASHBOARD_MS = 250;
