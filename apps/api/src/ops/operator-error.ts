/** How the backup and restore commands end (docs/deployment.md, "Backups"). */
export const EXIT = {
  ok: 0,
  /** The work could not be done: a damaged or foreign file, a missing tool, a database error. */
  failed: 1,
  /** Wrong arguments or configuration. */
  usage: 2,
  /** Refused on purpose: a non-empty target without --force, a shop in use, an incompatible backup. */
  refused: 3,
} as const;

/** A failure the operator can act on: its message is printed as it is, without a stack. */
export class OperatorError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}
