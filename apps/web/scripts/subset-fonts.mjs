// Writes the Turkish letters of the shop's faces (Ğ ğ İ Ş ş, and the lira sign) as small font files.
// Fontsource's Latin files already hold ı and the rest of Turkish; its Latin Extended files (15–34 KB
// each) were fetched on every Turkish page for these five letters alone. fonts.css uses the subsets
// first, and the full Latin Extended files only for the other letters they cover.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const outDir = path.resolve(import.meta.dirname, '../src/shared/ui/fonts/generated');

/** U+011E-011F, U+0130, U+015E-015F and U+20BA: keep in step with the unicode-range in fonts.css. */
const TURKISH = 'ĞğİŞş₺';

const sources = {
  'manrope-turkish-wght-normal.woff2':
    '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2',
  'cormorant-garamond-turkish-wght-normal.woff2':
    '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2',
  'cormorant-garamond-turkish-400-italic.woff2':
    '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-ext-400-italic.woff2',
};

fs.mkdirSync(outDir, { recursive: true });
for (const [file, source] of Object.entries(sources)) {
  const target = path.join(outDir, file);
  const input = fs.readFileSync(require.resolve(source));
  // Variable axes are kept: subset-font drops only glyphs.
  const output = await subsetFont(input, TURKISH, { targetFormat: 'woff2' });
  if (!fs.existsSync(target) || !fs.readFileSync(target).equals(output)) fs.writeFileSync(target, output);
}
