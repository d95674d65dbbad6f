import { parseSizeOptions } from '@kehribar/contracts/plain';

/**
 * A category's size input mode (docs/product/back-office.md §4): manual (the shopper types a size), selectable
 * (comma-separated options) or standard (neither). Leaving selectable clears the options.
 */
export type SizeMode = 'manual' | 'selectable' | 'standard';
export const SIZE_MODES: readonly SizeMode[] = ['manual', 'selectable', 'standard'];

export interface SizeFields {
  isCustomSizeInput: boolean;
  sizeOptions: string | null;
}

/** The mode a stored category is in. */
export function sizeModeOf(category: SizeFields): SizeMode {
  if (category.isCustomSizeInput) return 'manual';
  if (parseSizeOptions(category.sizeOptions).length > 0) return 'selectable';
  return 'standard';
}

/** '16, 17,,18 ' → '16,17,18' (duplicates dropped, order kept). */
export function normaliseSizeOptions(text: string | null | undefined): string {
  return [...new Set(parseSizeOptions(text))].join(',');
}

/** The options box after switching to `mode`: kept only in selectable mode. */
export function optionsAfterModeChange(mode: SizeMode, options: string): string {
  return mode === 'selectable' ? options : '';
}

/** The category fields a mode and the typed options are saved as. */
export function sizeFieldsFor(mode: SizeMode, options: string): SizeFields {
  if (mode === 'selectable') {
    const normalised = normaliseSizeOptions(options);
    return { isCustomSizeInput: false, sizeOptions: normalised || null };
  }
  return { isCustomSizeInput: mode === 'manual', sizeOptions: null };
}

/** Selectable mode needs at least one option. */
export function sizeOptionsMissing(mode: SizeMode, options: string): boolean {
  return mode === 'selectable' && normaliseSizeOptions(options) === '';
}

/**
 * Gender scope of categories and collections: both, men only or women only, held as the two flags
 * isOnlyMan and isOnlyWoman (never both).
 */
export type GenderScope = 'both' | 'man' | 'woman';

export function genderScopeOf(flags: { isOnlyMan: boolean; isOnlyWoman: boolean }): GenderScope {
  if (flags.isOnlyMan) return 'man';
  if (flags.isOnlyWoman) return 'woman';
  return 'both';
}

export function genderFlagsFor(scope: GenderScope): { isOnlyMan: boolean; isOnlyWoman: boolean } {
  return { isOnlyMan: scope === 'man', isOnlyWoman: scope === 'woman' };
}

/** The category form as its inputs hold it (docs/product/back-office.md §9: a new one is both genders, standard). */
export interface CategoryDraft {
  name: string;
  nameEN: string;
  scope: GenderScope;
  sizeMode: SizeMode;
  sizeOptions: string;
  /** '' = the default, a single payment (decision 028); else '1'…'12'. */
  maxInstallments: string;
}

export const NEW_CATEGORY: CategoryDraft = {
  name: '',
  nameEN: '',
  scope: 'both',
  sizeMode: 'standard',
  sizeOptions: '',
  maxInstallments: '',
};

export function categoryDraftOf(
  category: SizeFields & {
    name: string;
    nameEN: string;
    isOnlyMan: boolean;
    isOnlyWoman: boolean;
    maxInstallments?: number | null;
  },
): CategoryDraft {
  const sizeMode = sizeModeOf(category);
  return {
    name: category.name,
    nameEN: category.nameEN,
    scope: genderScopeOf(category),
    sizeMode,
    sizeOptions: sizeMode === 'selectable' ? normaliseSizeOptions(category.sizeOptions) : '',
    maxInstallments: category.maxInstallments == null ? '' : String(category.maxInstallments),
  };
}

/** The CreateCategory / UpdateCategory body of a draft. */
export function toCategoryRequest(draft: CategoryDraft) {
  return {
    name: draft.name,
    nameEN: draft.nameEN,
    ...genderFlagsFor(draft.scope),
    ...sizeFieldsFor(draft.sizeMode, draft.sizeOptions),
    maxInstallments: draft.maxInstallments === '' ? null : Number(draft.maxInstallments),
  };
}
