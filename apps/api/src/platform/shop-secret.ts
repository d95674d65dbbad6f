import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that holds a shop's generated signing secret. */
export const SECRET_FILE = 'jwt-secret';

/**
 * Secrets that were published (the development default this repository once shipped): anyone can sign
 * tokens with them, so they are refused wherever they are set.
 */
const PUBLISHED_SECRETS = new Set(['kehribar-development-secret-change-me-0123456789']);

const MIN_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 10;

export class WeakSecretError extends Error {}

/** A secret someone else may know or guess: a published one, or one of very few different characters. */
export function isWeakSecret(secret: string): boolean {
  return (
    PUBLISHED_SECRETS.has(secret) ||
    secret.length < MIN_LENGTH ||
    new Set(secret).size < MIN_DISTINCT_CHARACTERS
  );
}

/**
 * The shop's own signing secret when JWT_SECRET is not set: made on the first start (48 random bytes)
 * and kept in DATA_DIR with mode 0600, so every start of the same shop signs with it and no two shops
 * share one. Processes sharing DATA_DIR (decision 019) read the same file: it is created whole under a
 * temporary name and linked into place, so a racing start reads either nothing or all of it.
 */
export function shopSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(temporary, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readSecret(file)!;
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (isWeakSecret(text)) {
    throw new WeakSecretError(
      `${file}: the secret in this file is too weak; delete the file to have a new one made`,
    );
  }
  // Readable by the shop's own user only, even if it was copied in with looser permissions.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return text;
}
