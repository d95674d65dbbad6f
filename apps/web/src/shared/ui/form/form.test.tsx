// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTurkish as inTurkish } from '../../../test/render.tsx';
import { Checkbox, PasswordField, TextField } from './index.ts';

afterEach(cleanup);

describe('TextField', () => {
  it('is named by its label and described by its hint while valid', () => {
    inTurkish(<TextField label="E-posta" hint="Siparişleriniz buraya gelir" required />);
    const input = screen.getByRole('textbox', { name: /E-posta/ });
    expect(input).toHaveProperty('required', false);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Siparişleriniz buraya gelir').id).toBe(input.getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error instead of the hint, marks the input invalid and announces it', () => {
    inTurkish(
      <TextField label="E-posta" hint="Siparişleriniz buraya gelir" error="Geçerli bir e-posta girin" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-posta' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Siparişleriniz buraya gelir')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Geçerli bir e-posta girin');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('keeps a quiet error out of the live region when asked (the contact form)', () => {
    inTurkish(<TextField label="Ad" error="Adınızı yazın" announceError={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Ad' });
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Adınızı yazın',
    );
  });

  it('marks a field of an invalid group invalid without a message of its own', () => {
    inTurkish(<TextField label="Ay" invalid />);
    const input = screen.getByRole('textbox', { name: 'Ay' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with its toggle, whose label and pressed state follow', async () => {
    const user = userEvent.setup();
    inTurkish(<PasswordField label="Şifre" />);
    const input = screen.getByLabelText('Şifre');
    expect(input.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Şifreyi gizle' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    await user.click(hide);
    expect(input.getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Şifreyi göster' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('does not submit its form when the toggle is clicked', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    inTurkish(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted++;
        }}
      >
        <PasswordField label="Şifre" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(submitted).toBe(0);
  });

  it('disables its toggle with the field', () => {
    inTurkish(<PasswordField label="Şifre" disabled />);
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toHaveProperty('disabled', true);
  });
});

describe('Checkbox', () => {
  it('is toggled by clicking its label text', async () => {
    const user = userEvent.setup();
    inTurkish(<Checkbox label="Sözleşmeyi okudum" />);
    const box = screen.getByRole('checkbox', { name: 'Sözleşmeyi okudum' });
    expect(box).toHaveProperty('checked', false);
    await user.click(screen.getByText('Sözleşmeyi okudum'));
    expect(box).toHaveProperty('checked', true);
  });

  it('announces its error and is described and marked invalid by it', () => {
    inTurkish(<Checkbox label="Sözleşmeyi okudum" error="Sözleşmeyi onaylayın" />);
    const box = screen.getByRole('checkbox', { name: 'Sözleşmeyi okudum' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Sözleşmeyi onaylayın');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
