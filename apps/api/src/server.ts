import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './modules/account/index.ts';
import { seedDemoShop } from './db/seed/index.ts';
import { closeWithDeadline } from './platform/connection-limits.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { serveWeb: true });
  const { db } = app.ctx;

  const created = await ensureAdmin(db, config.admin);
  if (config.seedDemo) await seedDemoShop(app.ctx);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      // The last resort, should closing the database or the cache hang after the connections are gone.
      setTimeout(() => process.exit(1), config.shutdownDrainMs + config.shutdownTimeoutMs + 5000).unref();
      const drain = { begin: () => app.ctx.readiness.shutDown(), ms: config.shutdownDrainMs };
      void closeWithDeadline(app, config.shutdownTimeoutMs, drain).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.hostIsLoopbackDefault) {
    app.log.info(
      { host: config.host },
      'listening on this machine only (127.0.0.1); set HOST=0.0.0.0 to be reachable from other machines',
    );
  }

  const banner = [
    `Kehribar is running on ${config.publicUrl}`,
    `Admin panel: ${config.publicUrl}/admin-panel`,
  ];
  if (created)
    banner.push(
      `Admin login: ${created.email} / ${created.password}  (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  else banner.push(`Admin login: ${config.admin.email} (password as set on first start)`);
  if (config.hostIsLoopbackDefault)
    banner.push('Reachable from this machine only; set HOST=0.0.0.0 to open it to others');
  console.log(`\n${banner.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
