// @vitest-environment happy-dom
import { API, type ImageFile } from '@kehribar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from './confirm.tsx';
import { PhotoManager } from './photo-manager.tsx';

const PRODUCT = '7d8f4c52-2b1e-4c53-9a4e-0c5b1d2e3f40';
const photo = (n: number): ImageFile => ({
  imageId: `img-${n}`,
  path: `/uploads/products/${n}.webp`,
  fileName: `${n}.webp`,
  isVitrinePhoto: false,
  width: 1200,
  height: 1200,
  variants: [
    { width: 150, path: `/uploads/products/${n}-150.webp` },
    { width: 300, path: `/uploads/products/${n}-300.webp` },
  ],
});

let calls: string[];
let images: ImageFile[];

beforeEach(() => {
  calls = [];
  images = [photo(1), photo(2)];
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const at = new URL(url, 'http://shop.test');
      calls.push(`${at.pathname}${at.search}`);
      if (at.pathname === API.Products.DeleteProductImage) {
        images = images.filter((i) => i.imageId !== at.searchParams.get('imageId'));
      }
      return new Response(JSON.stringify({ data: images }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderPhotos() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhotoManager owner={{ kind: 'product', id: PRODUCT }} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
}

const deletes = () => calls.filter((c) => c.startsWith(API.Products.DeleteProductImage));

describe('deleting a photo', () => {
  it('shows the very photo in the question, and deletes only after a yes', async () => {
    const user = userEvent.setup();
    renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Sil: Fotoğraf 2' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const shown = within(dialog).getByRole('img');
    expect(shown.getAttribute('src')).toBe('/uploads/products/2-300.webp');
    expect(shown.getAttribute('alt')).toBe('Fotoğraf 2');
    expect(dialog.textContent).toContain('Fotoğraf silinsin mi?');

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sil: Fotoğraf 2' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(deletes()[0]).toContain('imageId=img-2');
    await waitFor(() => expect(screen.getAllByTestId('photo')).toHaveLength(1));
  });
});
