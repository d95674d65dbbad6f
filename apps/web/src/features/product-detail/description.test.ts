import { describe, expect, it } from 'vitest';
import { descriptionLines } from './description.ts';

describe('product description', () => {
  it('gives one bullet per line, without empty lines or bullet marks', () => {
    expect(descriptionLines('Sezonun ilk parçası\n\n- El yapımı\r\n• Hipoalerjenik  \n   ')).toEqual([
      { text: 'Sezonun ilk parçası' },
      { text: 'El yapımı' },
      { text: 'Hipoalerjenik' },
    ]);
  });

  it('keeps a short label apart', () => {
    expect(descriptionLines('Taş: Doğal Baltık kehribarı\nBoy: 48 mm')).toEqual([
      { label: 'Taş', text: 'Doğal Baltık kehribarı' },
      { label: 'Boy', text: '48 mm' },
    ]);
    // A long sentence with a colon is not a label.
    expect(
      descriptionLines('Parfüm, krem ve sudan uzak tutun; şunu unutmayın: kuru bez')[0]!.label,
    ).toBeUndefined();
  });

  it('is empty for no description', () => {
    expect(descriptionLines(null)).toEqual([]);
    expect(descriptionLines('')).toEqual([]);
  });
});
