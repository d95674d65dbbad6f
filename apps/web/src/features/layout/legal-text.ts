import type { LegalTextKey } from '@kehribar/contracts/plain';

/** The four static legal texts, in the footer's order. */
export const LEGAL_KEYS: readonly LegalTextKey[] = [
  'distanceSellingContract',
  'deliverAndReturn',
  'termOfUse',
  'privacyPolicy',
];

/** Plain legal text → paragraphs: blank lines separate them, single line breaks stay inside one. */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
