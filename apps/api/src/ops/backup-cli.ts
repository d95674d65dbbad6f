// npm run backup -- FILE
import { backup } from './backup.ts';
import { mib, runCommand } from './cli.ts';

const USAGE = `Usage: npm run backup -- FILE

Writes one .tar.gz file with a consistent copy of the shop: its database (PGlite or PostgreSQL, as
DATA_DIR and DATABASE_URL configure the server), the uploads and the invoices of DATA_DIR. Safe while
the shop runs. Relative paths are taken from the project's folder. See docs/deployment.md, "Backups".`;

process.exitCode = await runCommand(
  {
    usage: USAGE,
    allowForce: false,
    async run(config, file) {
      const done = await backup(config, file, (line) => console.log(line));
      return (
        `Backup written to ${done.file} (${mib(done.bytes)}): the ${done.engine} database (${done.source}), ` +
        `${done.uploads} uploaded files, ${done.invoices} invoice files, in ${done.seconds.toFixed(1)} s`
      );
    },
  },
  process.argv.slice(2),
);
