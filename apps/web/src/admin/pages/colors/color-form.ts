/** docs/product/back-office.md §5, §9: a new colour starts black; names and code must be non-empty after trimming. */
export const DEFAULT_COLOR_CODE = '#000000';

export interface ColorDraft {
  colorName: string;
  colorNameEN: string;
  colorCode: string;
}

/** The AddColor body, or null when a field is empty after trimming (the spec's alert then). */
export function colorRequest(draft: ColorDraft): ColorDraft | null {
  const body = {
    colorName: draft.colorName.trim(),
    colorNameEN: draft.colorNameEN.trim(),
    colorCode: draft.colorCode.trim(),
  };
  return body.colorName && body.colorNameEN && body.colorCode ? body : null;
}
