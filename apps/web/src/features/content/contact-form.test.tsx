// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInTurkish } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

// The ALTCHA widget solves a proof of work in a worker; here a button stands in for a solved puzzle.
vi.mock('../../shared/ui/form/captcha-field.tsx', () => ({
  CaptchaField: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha-payload')}>
      captcha
    </button>
  ),
}));

let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: true }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const payload = btoa(JSON.stringify({ exp: 4_102_444_800 })).replace(/=+$/, '');
  sessionStorage.setItem('token', `eyJhbGciOiJub25lIn0.${payload}.`);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function showForm() {
  renderInTurkish(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <ContactForm />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the contact form', () => {
  it('names each missing field when sent incomplete, and sends nothing', async () => {
    showForm();
    await userEvent.type(screen.getByLabelText(/Ad soyad/), 'Elif Şahin');
    const send = screen.getByRole('button', { name: 'Gönder' });
    expect(send).toHaveProperty('disabled', false);
    await userEvent.click(send);

    expect(await screen.findByTestId('contact-missing')).toHaveProperty(
      'textContent',
      'Eksik ya da hatalı alanlar: E-posta, Mesajınız, Güvenlik doğrulaması',
    );
    expect(screen.getByText('E-posta adresinizi yazın.')).toBeTruthy();
    expect(screen.getByText('Mesajınızı yazın.')).toBeTruthy();
    expect(screen.queryByText('Adınızı yazın.')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('tells a wrong e-mail from a missing one, asks for the captcha, and sends once everything is there', async () => {
    showForm();
    await userEvent.type(screen.getByLabelText(/Ad soyad/), 'Elif Şahin');
    await userEvent.type(screen.getByLabelText(/^E-posta/), 'elif@');
    await userEvent.type(screen.getByLabelText(/Mesajınız/), 'Yüzük ölçüsü?');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi yazın.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^E-posta/), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText(/Güvenlik doğrulaması$/)).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'captcha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Mesajınız bize ulaştı')).toBeTruthy();
    expect(sent).toEqual([
      {
        email: 'elif@example.com',
        name: 'Elif Şahin',
        phoneNumber: null,
        info: 'Yüzük ölçüsü?',
        captchaToken: 'solved-captcha-payload',
      },
    ]);
  });
});
