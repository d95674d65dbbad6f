// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish, turkish } from '../../test/render.tsx';
import { ShareLinks, whatsappNumberQuery } from './share-links.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../shared/ui/toast.tsx', () => ({ notify: toast }));

const { t } = turkish;
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ID = '5f0c7a2e-7a51-4d5b-9a67-0d3c1b2a4e11';
const TITLE = 'Bal Damla Kolye';

function show(shopNumber: string) {
  const client = new QueryClient();
  client.setQueryData(whatsappNumberQuery.queryKey, shopNumber);
  renderInTurkish(
    <QueryClientProvider client={client}>
      <ShareLinks productId={ID} title={TITLE} />
    </QueryClientProvider>,
  );
}
const pageUrl = () => `${window.location.origin}/product/${ID}`;
const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('the share links', () => {
  it('share the page on WhatsApp with its title and address, in a new window', () => {
    show('');
    const link = screen.getByRole('link', { name: new RegExp(t('productExtras.share.whatsapp')) });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(textOf(href)).toBe(`${t('productExtras.share.text', { title: TITLE })} ${pageUrl()}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('copy the address to the clipboard and say so, or say it could not', async () => {
    show('');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: t('productExtras.share.copy') }));
    expect(writeText).toHaveBeenCalledWith(pageUrl());
    expect(toast.success).toHaveBeenCalledWith(t('productExtras.share.copied'));

    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: t('productExtras.share.copy') }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(t('productExtras.share.copyFailed')));
  });

  it('offer the phone’s share sheet only where the browser has one', async () => {
    show('');
    expect(screen.queryByRole('button', { name: t('productExtras.share.nativeLabel') })).toBeNull();
    cleanup();
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      show('');
      await userEvent.click(screen.getByRole('button', { name: t('productExtras.share.nativeLabel') }));
      expect(share).toHaveBeenCalledWith({
        title: t('productExtras.share.text', { title: TITLE }),
        url: pageUrl(),
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('ask the shop on WhatsApp, naming the product, only when the owner has set a number', () => {
    show('');
    expect(screen.queryByRole('link', { name: new RegExp(t('productExtras.share.ask')) })).toBeNull();
    cleanup();
    show('+905321234567');
    const href = screen
      .getByRole('link', { name: new RegExp(t('productExtras.share.ask')) })
      .getAttribute('href')!;
    expect(href.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(textOf(href)).toBe(t('productExtras.share.askText', { title: TITLE, url: pageUrl() }));
  });
});
