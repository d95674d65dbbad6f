// The backup file: one gzip-compressed tar (node-tar) of a staging folder that holds the manifest, the
// database dump and the shop's files, so a plain `tar -xzf` can open it too.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { ManifestFile } from './manifest.ts';

/** A fresh folder inside `parent` (the same file system as DATA_DIR, so files can be hard-linked). */
export function stagingDir(parent: string, purpose: string): string {
  fs.mkdirSync(parent, { recursive: true });
  const dir = path.join(parent, `.${purpose}-${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/**
 * Adds every file under `from` to `to` that `to` lacks. A hard link where it can (uploads and invoices
 * are written once under new names and never changed in place, so a link is a snapshot), a copy across
 * file systems. Returns how many files it added.
 */
export async function addFiles(from: string, to: string): Promise<number> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(from, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let added = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      await fsp.link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      // Removed since it was listed: a picture deleted during the backup is simply not in it.
      if (code === 'ENOENT') continue;
      if (code !== 'EXDEV' && code !== 'EPERM') throw error;
      await fsp.copyFile(source, target, fs.constants.COPYFILE_EXCL);
    }
    added++;
  }
  return added;
}

/** Every file under `dir`, as archive paths with their size and SHA-256, sorted. */
export async function describeFiles(dir: string): Promise<ManifestFile[]> {
  const entries = await fsp.readdir(dir, { withFileTypes: true, recursive: true });
  const files: ManifestFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.push({
      path: path.relative(dir, file).split(path.sep).join('/'),
      bytes: (await fsp.stat(file)).size,
      sha256: await sha256(file),
    });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes `dir`'s contents (the manifest first) as a .tar.gz at `file`, replacing it only once whole. */
export async function writeArchive(dir: string, first: string, file: string): Promise<void> {
  const rest = (await fsp.readdir(dir)).filter((name) => name !== first).sort();
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`;
  try {
    // Readable by the shop's user only: it holds personal data, password hashes and the signing secret.
    await tar.create({ gzip: true, cwd: dir, file: partial, portable: true, mode: 0o600 }, [first, ...rest]);
    await fsp.rename(partial, file);
  } finally {
    await fsp.rm(partial, { force: true });
  }
}

/**
 * Unpacks a backup into `dir`. node-tar refuses absolute paths and `..`, and `strict` turns a damaged
 * header or a cut-off file into an error instead of a warning. Synchronous: when it fails, no write is
 * still under way in `dir`, which the caller then removes (the commands do nothing else meanwhile).
 */
export function readArchive(file: string, dir: string): void {
  tar.extract({ file, cwd: dir, strict: true, preservePaths: false, sync: true });
}

/** The differences between what the manifest lists and what is in `dir` (empty when they agree). */
export async function compareFiles(dir: string, listed: ManifestFile[]): Promise<string[]> {
  const found = new Map((await describeFiles(dir)).map((f) => [f.path, f]));
  const problems: string[] = [];
  for (const want of listed) {
    const got = found.get(want.path);
    if (!got) problems.push(`${want.path} is missing`);
    else if (got.bytes !== want.bytes || got.sha256 !== want.sha256) problems.push(`${want.path} differs`);
    found.delete(want.path);
  }
  for (const extra of found.keys()) problems.push(`${extra} is not in the manifest`);
  return problems;
}
