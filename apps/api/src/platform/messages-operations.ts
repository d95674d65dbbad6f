/**
 * The catalogue's words for the operator's endpoints (spread into MESSAGES, messages.ts;
 * docs/decisions/037-health-readiness-and-metrics.md).
 */
export const OPERATIONS_MESSAGES = {
  metricsOff: {
    tr: 'Ölçümler kapalı: açmak için METRICS_TOKEN ayarını verin.',
    en: 'Metrics are off: set METRICS_TOKEN to turn them on.',
  },
  metricsTokenWrong: {
    tr: 'Ölçümler için geçerli bir erişim anahtarı (Authorization: Bearer) gerekir.',
    en: 'Metrics need a valid access token (Authorization: Bearer).',
  },
} as const;
