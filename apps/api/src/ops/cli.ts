// The shared frame of the backup and restore commands: the server's own configuration, English messages
// for the operator, and exit codes a script or cron can test (operator-error.ts).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataDirInUseError } from './data-dir-owner.ts';
import { EXIT, OperatorError } from './operator-error.ts';

export interface Command {
  usage: string;
  /** Runs the work and returns the closing line. */
  run(config: Config, file: string, flags: { force: boolean }): Promise<string>;
  allowForce: boolean;
}

export async function runCommand(command: Command, argv: string[]): Promise<number> {
  let file: string;
  let force = false;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: command.allowForce
        ? { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }
        : { help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(command.usage);
      return EXIT.ok;
    }
    if (positionals.length !== 1)
      throw new Error(positionals.length ? 'give one FILE only' : 'FILE is missing');
    file = positionals[0]!;
    force = Boolean((values as { force?: boolean }).force);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${command.usage}`);
    return EXIT.usage;
  }
  try {
    const config = loadConfig();
    console.log(await command.run(config, file, { force }));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return EXIT.usage;
    }
    if (error instanceof OperatorError) {
      console.error(`Error: ${error.message}`);
      return error.exitCode;
    }
    if (error instanceof DataDirInUseError) {
      console.error(`Error: ${error.message}; try again when it has finished`);
      return EXIT.refused;
    }
    console.error('Error: the command failed unexpectedly:', error);
    return EXIT.failed;
  }
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
