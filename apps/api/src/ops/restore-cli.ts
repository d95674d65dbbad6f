// npm run restore -- FILE [--force]
import { runCommand } from './cli.ts';
import { restore } from './restore.ts';

const USAGE = `Usage: npm run restore -- FILE [--force]

Restores a backup written by \`npm run backup\` into the shop that DATA_DIR and DATABASE_URL configure:
its database, uploads and invoices. The target must be empty (a new DATA_DIR, an empty PostgreSQL
database) unless --force is given, which replaces what is there. Stop the shop's servers first.
See docs/deployment.md, "Backups".`;

process.exitCode = await runCommand(
  {
    usage: USAGE,
    allowForce: true,
    async run(config, file, { force }) {
      const done = await restore(config, file, { force }, (line) => console.log(line));
      return (
        `Restored the backup of ${done.createdAt} (${done.engine}, migration ${done.migration ?? 'none'}): ` +
        `${done.uploads} uploaded files, ${done.invoices} invoice files${done.replaced ? ', replacing what was there' : ''}, ` +
        `in ${done.seconds.toFixed(1)} s. Start the shop as usual; it applies any newer migrations itself.`
      );
    },
  },
  process.argv.slice(2),
);
