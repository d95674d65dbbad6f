import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.ts';

type Tree = { [key: string]: string | Tree };

/** The web app's own translation files, so journeys follow the texts instead of copying them. */
export function translations(
  language: 'tr' | 'en',
): (key: string, values?: Record<string, string | number>) => string {
  const file = path.join(REPO_ROOT, 'apps/web/public/assets/i18n', `${language}.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  return (key, values = {}) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`No ${language} translation for ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}
