import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { MemoryCache, RedisBackedCache, type Cache } from './platform/cache.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { validatorCompiler } from './platform/validation.ts';
import { registerAuth } from './platform/auth.ts';
import { registerAudit } from './platform/audit.ts';
import { SessionGuard } from './platform/session-guard.ts';
import { fastifyTrustProxy } from './platform/trust-proxy.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { connectionOptions, registerIdleTimer } from './platform/connection-limits.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { RequestLog } from './platform/request-log.ts';
import { TokenService } from './platform/tokens.ts';
import { GuestIds } from './platform/guest-id.ts';
import { Mailer } from './platform/mail.ts';
import { Captcha } from './platform/captcha.ts';
import { registerWeb } from './platform/web.ts';
import { createStorage, S3Storage } from './platform/storage/index.ts';
import { MODULES } from './modules/index.ts';
import { Readiness, readinessChecks, registerHealth } from './platform/health.ts';
import { registerMetrics, ShopMetrics } from './platform/metrics.ts';
import { claimForServer } from './ops/data-dir-owner.ts';

export type App = FastifyInstance & { ctx: AppContext };

export interface BuildOptions {
  /** An already open database (tests pass a copy of the migrated template). */
  database?: Database;
  /** Serve the built web app and its SPA fallback (off in API tests). */
  serveWeb?: boolean;
  /** Told of every route as it is registered (tests that exercise every route list them so). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per failed, slow or refused request instead of two per request (decision 035).
    logController: new RequestLog(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...connectionOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The embedded database is claimed before it is opened, and serves `npm run backup` (decision 038).
  const claim = !options.database && !config.databaseUrl ? await claimForServer(config) : undefined;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
          }
        : { kind: 'pglite', dataDir: `${config.dataDir}/db` },
    ));
  if (!options.database) await database.migrate();
  claim?.serve(database);

  const cache: Cache = config.redisUrl
    ? await RedisBackedCache.connect(config.redisUrl, app.log)
    : new MemoryCache();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    cache,
    tokens: new TokenService(config),
    sessions: new SessionGuard(database, cache),
    guestIds: new GuestIds(config.jwtSecret),
    mailer: new Mailer(database.db, config, app.log),
    captcha: new Captcha(database.db, config.jwtSecret),
    storage: await createStorage(config),
    pageRenderers: [],
    log: app.log,
    metrics: new ShopMetrics(),
    readiness: new Readiness(
      readinessChecks(database, cache instanceof RedisBackedCache ? cache : undefined),
      app.log,
    ),
  };
  app.decorate('ctx', ctx);
  app.addHook('onReady', async () => ctx.mailer.start());
  app.addHook('onClose', async () => {
    await ctx.mailer.stop();
    await cache.close();
    if (ctx.storage instanceof S3Storage) ctx.storage.close();
    if (!options.database) await database.close();
    await claim?.release();
  });

  registerSecurityHeaders(app, config);
  // Text answers (JSON, HTML, JS, CSS) go out compressed; a fast Brotli level keeps the CPU cost low.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10, fields: 20 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Kehribar API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAuth(app, ctx.tokens, ctx.sessions);
  registerAudit(app, ctx.db);
  registerInputGuard(app);
  registerIdleTimer(app, config.requestIdleMs);
  if (options.serveWeb) await registerWeb(app, ctx);
  registerErrorHandling(app);

  // Health, readiness and metrics (decision 037); their paths are exact routes, so never the storefront's page.
  registerHealth(app, ctx);
  registerMetrics(app, ctx);

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  for (const register of MODULES) await register(app, ctx);

  return Object.assign(app, { ctx }) as unknown as App;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
