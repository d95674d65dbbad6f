// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { BannerCta } from './banner-cta.tsx';

afterEach(cleanup);

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

const show = (link: string | null) =>
  renderInTurkish(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
      <BannerCta link={link}>Keşfet</BannerCta>
    </MemoryRouter>,
  );

describe("a banner's call to action", () => {
  it('is a link to the shop path, followed inside the app', async () => {
    show('/products?categories=2,3&genders=1');
    const cta = screen.getByRole('link', { name: 'Keşfet' });
    expect(cta.getAttribute('href')).toBe('/products?categories=2,3&genders=1');
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.click(cta);
    expect(screen.getByTestId('address').textContent).toBe('/products?categories=2,3&genders=1');
  });

  it('is a link opening another site in a new tab', () => {
    show('https://example.com/lookbook');
    const cta = screen.getByRole('link', { name: 'Keşfet' });
    expect(cta.getAttribute('href')).toBe('https://example.com/lookbook');
    expect(cta.getAttribute('target')).toBe('_blank');
    expect(cta.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is not shown for a link that goes nowhere', () => {
    show('javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show(null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
