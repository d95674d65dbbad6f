import { describe, expect, it } from 'vitest';
import {
  genderFlagsFor,
  genderScopeOf,
  normaliseSizeOptions,
  optionsAfterModeChange,
  sizeFieldsFor,
  sizeModeOf,
  sizeOptionsMissing,
} from './size-mode.ts';

describe('size mode', () => {
  it('reads the mode of a stored category', () => {
    expect(sizeModeOf({ isCustomSizeInput: true, sizeOptions: null })).toBe('manual');
    expect(sizeModeOf({ isCustomSizeInput: false, sizeOptions: '16,17' })).toBe('selectable');
    expect(sizeModeOf({ isCustomSizeInput: false, sizeOptions: ' , ' })).toBe('standard');
    expect(sizeModeOf({ isCustomSizeInput: false, sizeOptions: null })).toBe('standard');
  });

  it('leaving selectable clears the options; staying keeps them', () => {
    expect(optionsAfterModeChange('manual', '16,17')).toBe('');
    expect(optionsAfterModeChange('standard', '16,17')).toBe('');
    expect(optionsAfterModeChange('selectable', '16,17')).toBe('16,17');
  });

  it('saves each mode as the two category fields', () => {
    expect(sizeFieldsFor('manual', '16,17')).toEqual({ isCustomSizeInput: true, sizeOptions: null });
    expect(sizeFieldsFor('standard', '16')).toEqual({ isCustomSizeInput: false, sizeOptions: null });
    expect(sizeFieldsFor('selectable', ' 16, 17,,17, 18 ')).toEqual({
      isCustomSizeInput: false,
      sizeOptions: '16,17,18',
    });
  });

  it('selectable mode needs an option', () => {
    expect(sizeOptionsMissing('selectable', ' , ')).toBe(true);
    expect(sizeOptionsMissing('selectable', 'S')).toBe(false);
    expect(sizeOptionsMissing('standard', '')).toBe(false);
    expect(normaliseSizeOptions(null)).toBe('');
  });
});

describe('gender scope', () => {
  it('maps both, men and women to the two flags and back', () => {
    for (const scope of ['both', 'man', 'woman'] as const)
      expect(genderScopeOf(genderFlagsFor(scope))).toBe(scope);
    expect(genderFlagsFor('both')).toEqual({ isOnlyMan: false, isOnlyWoman: false });
    expect(genderFlagsFor('woman')).toEqual({ isOnlyMan: false, isOnlyWoman: true });
  });
});

describe('category form', () => {
  it('a new category is for both genders in standard size mode', async () => {
    const { NEW_CATEGORY, toCategoryRequest } = await import('./size-mode.ts');
    expect(toCategoryRequest({ ...NEW_CATEGORY, name: 'Yüzük', nameEN: 'Rings' })).toEqual({
      name: 'Yüzük',
      nameEN: 'Rings',
      isOnlyMan: false,
      isOnlyWoman: false,
      isCustomSizeInput: false,
      sizeOptions: null,
      maxInstallments: null,
    });
  });

  it('keeps the instalment cap: empty for the default, a number when chosen', async () => {
    const { categoryDraftOf, NEW_CATEGORY, toCategoryRequest } = await import('./size-mode.ts');
    expect(toCategoryRequest({ ...NEW_CATEGORY, maxInstallments: '3' }).maxInstallments).toBe(3);
    const stored = { name: 'a', nameEN: 'a', isOnlyMan: false, isOnlyWoman: false, sizeOptions: null };
    expect(categoryDraftOf({ ...stored, isCustomSizeInput: false, maxInstallments: 6 }).maxInstallments).toBe(
      '6',
    );
    expect(
      categoryDraftOf({ ...stored, isCustomSizeInput: false, maxInstallments: null }).maxInstallments,
    ).toBe('');
  });

  it('reads a stored category back into the form', async () => {
    const { categoryDraftOf, toCategoryRequest } = await import('./size-mode.ts');
    const stored = {
      name: 'Yüzük',
      nameEN: 'Rings',
      isOnlyMan: false,
      isOnlyWoman: true,
      isCustomSizeInput: false,
      sizeOptions: '14, 15',
    };
    const draft = categoryDraftOf(stored);
    expect(draft).toEqual({
      name: 'Yüzük',
      nameEN: 'Rings',
      scope: 'woman',
      sizeMode: 'selectable',
      sizeOptions: '14,15',
      maxInstallments: '',
    });
    expect(toCategoryRequest({ ...draft, sizeMode: 'manual' })).toMatchObject({
      isCustomSizeInput: true,
      sizeOptions: null,
    });
  });
});
