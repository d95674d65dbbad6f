import { describe, expect, it } from 'vitest';
import { colorRequest, DEFAULT_COLOR_CODE } from './color-form.ts';

describe('new colour', () => {
  it('starts black', () => expect(DEFAULT_COLOR_CODE).toBe('#000000'));

  it('trims the fields and refuses any that is empty', () => {
    expect(colorRequest({ colorName: ' Bal ', colorNameEN: ' Honey', colorCode: '#E3A136 ' })).toEqual({
      colorName: 'Bal',
      colorNameEN: 'Honey',
      colorCode: '#E3A136',
    });
    expect(colorRequest({ colorName: '  ', colorNameEN: 'Honey', colorCode: '#E3A136' })).toBeNull();
    expect(colorRequest({ colorName: 'Bal', colorNameEN: '', colorCode: '#E3A136' })).toBeNull();
    expect(colorRequest({ colorName: 'Bal', colorNameEN: 'Honey', colorCode: ' ' })).toBeNull();
  });
});
