// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { RING_SIZES } from './size-guide-body.tsx';
import { SizeGuide } from './size-guide.tsx';

const { t } = turkish;
beforeAll(() => Promise.all([import('../../shared/ui/modal-dialog.tsx'), import('./size-guide-body.tsx')]));
afterEach(cleanup);

describe('the size guide', () => {
  it('is not offered where no size is chosen', () => {
    renderInTurkish(<SizeGuide rule={{ isCustomSizeInput: false, sizeOptions: null }} />);
    expect(screen.queryByRole('button', { name: t('productExtras.sizeGuide.open') })).toBeNull();
  });

  it('opens a dialog with how to measure and the Turkish ring sizes, marks the sizes offered, and closes with Escape back to its button', async () => {
    renderInTurkish(<SizeGuide rule={{ isCustomSizeInput: false, sizeOptions: '14,15,16' }} />);
    const open = screen.getByRole('button', { name: t('productExtras.sizeGuide.open') });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: t('productExtras.sizeGuide.title') });
    expect(
      await within(dialog).findByRole('heading', { name: t('productExtras.sizeGuide.howTitle') }),
    ).toBeTruthy();
    const table = await within(dialog).findByRole('table', {
      name: t('productExtras.sizeGuide.ringTableTitle'),
    });
    const row = within(table).getByRole('rowheader', { name: '14' }).closest('tr')!;
    expect([...row.children].map((c) => c.textContent)).toEqual(['14', '17,2', '54', '54']);
    expect(row.className).not.toBe('');
    const notOffered = within(table).getByRole('rowheader', { name: '20' }).closest('tr')!;
    expect(notOffered.className).toBe('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('shows bracelet lengths for a category where the size is typed', async () => {
    renderInTurkish(<SizeGuide rule={{ isCustomSizeInput: true, sizeOptions: null }} />);
    await userEvent.click(screen.getByRole('button', { name: t('productExtras.sizeGuide.open') }));
    const table = await screen.findByRole('table', { name: t('productExtras.sizeGuide.braceletTableTitle') });
    const row = within(table).getByRole('rowheader', { name: '16' }).closest('tr')!;
    expect(row.textContent).toBe('1617,5');
  });
});

describe('the Turkish ring scale', () => {
  it('is the inner circumference less 40 mm, with the diameter that circumference over π', () => {
    expect(RING_SIZES.find((r) => r.size === 14)).toEqual({ size: 14, circumference: 54, diameter: 17.2 });
    expect(RING_SIZES.find((r) => r.size === 22)).toEqual({ size: 22, circumference: 62, diameter: 19.7 });
    for (const r of RING_SIZES) expect(Math.abs(r.diameter * Math.PI - r.circumference)).toBeLessThan(0.2);
  });
});
