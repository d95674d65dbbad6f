import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@kehribar/contracts';
import { API_ROOT } from './root.ts';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';
import { isWeakSecret, shopSecret, WeakSecretError } from './platform/shop-secret.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(30000),
  /** Without it: 127.0.0.1 in development and test, every interface in production. */
  HOST: z.string().min(1).optional(),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Without it, a random secret is made on first start and kept in DATA_DIR (platform/shop-secret.ts). */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  GUEST_TOKEN_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  WEB_CLIENT_ID: z.string().default('kehribar-web'),
  WEB_CLIENT_SECRET: z.string().default('kehribar-web-public-client'),
  ADMIN_EMAIL: z.email().default('admin@kehribar.local'),
  ADMIN_PASSWORD: z
    .string()
    .min(LIMITS.passwordMin, `ADMIN_PASSWORD must be at least ${LIMITS.passwordMin} characters`)
    .optional(),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kehribar <no-reply@kehribar.local>'),
  /** A mailbox someone reads, offered as the mailto: way out of marketing mail (decision 026); none by default. */
  UNSUBSCRIBE_MAILTO: z.email().optional(),
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.url().optional(),
  MAX_INSTALLMENTS: z.coerce.number().int().min(1).max(12).default(9),
  /** May be fractional (0.5 = 30 s), for tests and drills; at least 3 seconds. */
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(24 * 60)
    .default(20),
  PAYMENT_SWEEP_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 60)
    .default(60),
  /** How long the payment check keeps asking the provider about a charge whose outcome was lost. */
  PAYMENT_CHECK_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 14)
    .default(24),
  /** The hour (Türkiye time) the nightly reconciliation compares the day before with the provider. */
  RECONCILIATION_HOUR: z.coerce.number().int().min(0).max(23).default(4),
  UPLOAD_MAX_MB: z.coerce.number().min(1).max(100).default(8),
  VIDEO_MAX_MB: z.coerce.number().min(1).max(2000).default(200),
  RATE_LIMITS: bool.default(true),
  SERVER_RENDERING: bool.default(true),
  // Held connections and shutdown (decision 020); fractional seconds are for tests.
  REQUEST_IDLE_SECONDS: z.coerce.number().min(0.1).max(600).default(30),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  // Health, readiness and metrics (docs/decisions/037-health-readiness-and-metrics.md).
  /** Without it GET /metrics answers 403: no default opens it. */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
  /** How long /readyz answers 503 before the server stops taking connections on SIGTERM. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // Object storage (docs/decisions/039-object-storage.md): with S3_BUCKET, uploads and invoices go to an
  // S3-compatible store instead of DATA_DIR.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, . and -)',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error:
        'S3_ENDPOINT must be an http(s) URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000',
    })
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** True when HOST was not set and the server listens on the loopback interface only. */
  hostIsLoopbackDefault: boolean;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy); false: none. */
  trustProxy: TrustProxy;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Invoice PDFs: private, served only through Order/GetInvoice and GetMyInvoice (decision 032). */
  invoicesDir: string;
  mailDir: string;
  webDistDir: string;
  /** The storefront's server renderer (apps/web dist-server), used when serverRendering is on and it is built. */
  webRendererFile: string;
  serverRendering: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  jwtSecret: string;
  accessTokenMinutes: number;
  guestTokenHours: number;
  refreshTokenDays: number;
  webClient: { id: string; secret: string };
  admin: { email: string; password: string | undefined };
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Offered in List-Unsubscribe beside the one-click link when set. */
  unsubscribeMailto: string | undefined;
  iyzico: { apiKey: string; secretKey: string; baseUrl: string } | undefined;
  maxInstallments: number;
  paymentTimeoutMinutes: number;
  /** How often each process looks for unpaid orders past their timeout. */
  paymentSweepMs: number;
  /** After this long in PaymentCheck an order is left to the owner (docs/decisions/024-after-sale.md). */
  paymentCheckMaxMs: number;
  /** 0–23, Europe/Istanbul. */
  reconciliationHour: number;
  uploadMaxBytes: number;
  videoMaxBytes: number;
  rateLimits: boolean;
  /** A request's headers, and each stretch of its body, must arrive within this (and an answer be read). */
  requestIdleMs: number;
  /** A whole request, a large upload too, must arrive within this. */
  requestTimeoutMs: number;
  /** On SIGINT/SIGTERM, requests in flight get this long before their connections are closed. */
  shutdownTimeoutMs: number;
  /** The bearer token GET /metrics asks for; undefined: /metrics is closed. */
  metricsToken: string | undefined;
  /** On SIGINT/SIGTERM, /readyz answers 503 for this long while the server still serves, then it closes. */
  shutdownDrainMs: number;
  /** Where uploads and invoices are kept when not on the local disk (platform/storage). */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  bucket: string;
  /** The store's address; AWS's own for the region when absent. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's default chain (instance or task role, AWS_* variables, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

/** The S3_* settings, checked together; none when the shop keeps its files on the local disk. */
function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (keys === 1) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset to use the SDK's default credentials)",
    );
  }
  if (!e.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
    ).filter((name) => e[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  ${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep files in object storage, or remove ${stray.length > 1 ? 'them' : 'it'} to keep them in DATA_DIR`,
      );
    }
    return undefined;
  }
  if (!e.S3_ENDPOINT && !e.S3_REGION) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_BUCKET needs S3_REGION (the bucket's AWS region) or S3_ENDPOINT (the address of another S3-compatible store)",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    // Stores other than AWS sign with a region too and accept us-east-1 (MinIO, Ceph) or ignore it.
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export class ConfigError extends Error {}

/** The only reader of process.env. Fails fast with a message naming every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy instanceof Error)
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.message}`);
  if (e.JWT_SECRET && isWeakSecret(e.JWT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: this secret is published or too simple; use at least 32 random characters (or leave it unset to have one generated)',
    );
  }
  const iyzicoKeys = [e.IYZICO_API_KEY, e.IYZICO_SECRET_KEY, e.IYZICO_BASE_URL].filter(Boolean).length;
  if (iyzicoKeys !== 0 && iyzicoKeys !== 3) {
    throw new ConfigError(
      'Invalid configuration:\n  IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL go together',
    );
  }
  if (e.METRICS_TOKEN && isWeakSecret(e.METRICS_TOKEN)) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_TOKEN: this token is published or too simple; use at least 32 random characters',
    );
  }
  const s3 = s3Settings(e);
  const dataDir = path.resolve(e.DATA_DIR);
  let jwtSecret: string;
  try {
    jwtSecret = e.JWT_SECRET ?? shopSecret(dataDir);
  } catch (error) {
    if (error instanceof WeakSecretError) throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    hostIsLoopbackDefault: !e.HOST && e.NODE_ENV !== 'production',
    trustProxy,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    invoicesDir: path.join(dataDir, 'invoices'),
    mailDir: path.join(dataDir, 'mail'),
    webDistDir: path.resolve(API_ROOT, '../web/dist'),
    webRendererFile: path.resolve(API_ROOT, '../web/dist-server/entry-server.js'),
    serverRendering: e.SERVER_RENDERING,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    jwtSecret,
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    guestTokenHours: e.GUEST_TOKEN_HOURS,
    refreshTokenDays: e.REFRESH_TOKEN_DAYS,
    webClient: { id: e.WEB_CLIENT_ID, secret: e.WEB_CLIENT_SECRET },
    admin: { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD },
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO,
    iyzico:
      e.IYZICO_API_KEY && e.IYZICO_SECRET_KEY && e.IYZICO_BASE_URL
        ? { apiKey: e.IYZICO_API_KEY, secretKey: e.IYZICO_SECRET_KEY, baseUrl: e.IYZICO_BASE_URL }
        : undefined,
    maxInstallments: e.MAX_INSTALLMENTS,
    paymentTimeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    paymentSweepMs: e.PAYMENT_SWEEP_SECONDS * 1000,
    paymentCheckMaxMs: Math.round(e.PAYMENT_CHECK_HOURS * 3_600_000),
    reconciliationHour: e.RECONCILIATION_HOUR,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    videoMaxBytes: Math.round(e.VIDEO_MAX_MB * 1024 * 1024),
    rateLimits: e.RATE_LIMITS,
    requestIdleMs: Math.round(e.REQUEST_IDLE_SECONDS * 1000),
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    s3,
  };
}

/**
 * The environment of a child process the API starts (pg_dump and pg_restore for backups), with `extra`
 * added, so config.ts stays the only reader of process.env.
 */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
