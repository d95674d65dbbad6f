import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Cache } from './platform/cache.ts';
import type { TokenService } from './platform/tokens.ts';
import type { SessionGuard } from './platform/session-guard.ts';
import type { GuestIds } from './platform/guest-id.ts';
import type { Mailer } from './platform/mail.ts';
import type { Captcha } from './platform/captcha.ts';
import type { PageRenderer } from './platform/web.ts';
import type { ShopMetrics } from './platform/metrics.ts';
import type { Readiness } from './platform/health.ts';
import type { ObjectStorage } from './platform/storage/index.ts';

/** What every module's routes and services are given; built once in buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  cache: Cache;
  tokens: TokenService;
  sessions: SessionGuard;
  guestIds: GuestIds;
  mailer: Mailer;
  captcha: Captcha;
  /** Uploads and invoices: the local disk, or S3 with S3_BUCKET (decision 039). */
  storage: ObjectStorage;
  /** Modules add what they put into the HTML of the pages they know (SEO tags). */
  pageRenderers: PageRenderer[];
  log: FastifyBaseLogger;
  /** Counters and figures for GET /metrics (platform/metrics.ts). */
  metrics: ShopMetrics;
  /** GET /readyz's answer, turned to 503 first on shutdown (platform/health.ts). */
  readiness: Readiness;
}
