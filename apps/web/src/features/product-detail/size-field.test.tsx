// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { SizeField, sizeHintKey } from './size-field.tsx';

afterEach(cleanup);

const NO_SIZES = { isCustomSizeInput: false, sizeOptions: null };
const RING_SIZES = { isCustomSizeInput: false, sizeOptions: '15,16,17' };
const MADE_TO_MEASURE = { isCustomSizeInput: true, sizeOptions: null };

describe('the size field of a product page', () => {
  it('shows nothing for a product without sizes, never "Beden: Standart"', () => {
    const { container } = renderInTurkish(<SizeField rule={NO_SIZES} value="" onChange={() => {}} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByText('Standart')).toBeNull();
  });

  it('offers the category sizes, and free text for a made-to-measure category', () => {
    renderInTurkish(<SizeField rule={RING_SIZES} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Beden').tagName).toBe('SELECT');
    cleanup();
    renderInTurkish(<SizeField rule={MADE_TO_MEASURE} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Ölçü').tagName).toBe('INPUT');
  });
});

describe('the hint under a disabled add-to-basket button', () => {
  it('asks for a size, or for the measure, and never for a colour there is no choice of', () => {
    expect(turkish.t(sizeHintKey(RING_SIZES))).toBe('Lütfen beden seçiniz');
    expect(turkish.t(sizeHintKey(MADE_TO_MEASURE))).toBe('Lütfen ölçünüzü yazınız');
    for (const rule of [RING_SIZES, MADE_TO_MEASURE])
      expect(turkish.t(sizeHintKey(rule))).not.toMatch(/renk/i);
  });
});
