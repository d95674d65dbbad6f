export interface DescriptionLine {
  /** 'Taş' in 'Taş: Doğal Baltık kehribarı', when the line has such a label. */
  label?: string;
  text: string;
}

/**
 * docs/product/storefront.md §2: the description as a bullet list, one bullet per line. Empty lines and leading
 * bullet marks are dropped; a short 'Label: text' line keeps its label apart for styling.
 */
export function descriptionLines(description: string | null | undefined): DescriptionLine[] {
  return (description ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·–]\s+)?/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([^:]{1,24}):\s+(.+)$/.exec(line);
      return match ? { label: match[1]!.trim(), text: match[2]!.trim() } : { text: line };
    });
}
