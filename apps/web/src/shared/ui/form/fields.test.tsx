// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTurkish as inTurkish } from '../../../test/render.tsx';
import { SelectField, TextAreaField } from './index.ts';

afterEach(cleanup);

/** The text the control is described by, through its aria-describedby. */
const description = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('TextAreaField', () => {
  it('is a multi-line box named by its label, the asterisk kept out of its name', () => {
    inTurkish(<TextAreaField label="Mesajınız" required rows={6} />);
    const box = screen.getByRole('textbox', { name: 'Mesajınız' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('6');
    expect(box.getAttribute('aria-required')).toBe('true');
    // The forms check themselves against their schema: no native attribute, so no browser bubble.
    expect(box).toHaveProperty('required', false);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no asterisk and no aria-required when the field may stay empty, and says so in its note', () => {
    inTurkish(<TextAreaField label="Sipariş notu" note="isteğe bağlı" />);
    const box = screen.getByRole('textbox', { name: 'Sipariş notu (isteğe bağlı)' });
    expect(box.getAttribute('aria-required')).toBeNull();
    expect(screen.queryByText('*')).toBeNull();
  });

  it('is described by its hint while valid', () => {
    inTurkish(<TextAreaField label="Mesajınız" hint="En fazla 5000 karakter" />);
    const box = screen.getByRole('textbox', { name: 'Mesajınız' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(description(box)).toBe('En fazla 5000 karakter');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its error in place of the hint, is marked invalid and described by it, and announces it', () => {
    inTurkish(<TextAreaField label="Mesajınız" hint="En fazla 5000 karakter" error="Mesajınızı yazın" />);
    const box = screen.getByRole('textbox', { name: 'Mesajınız' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Mesajınızı yazın');
    expect(description(box)).toBe('Mesajınızı yazın');
    expect(screen.queryByText('En fazla 5000 karakter')).toBeNull();
  });

  it('keeps its error out of the live region when asked, still describing the box (the contact form)', () => {
    inTurkish(<TextAreaField label="Mesajınız" error="Mesajınızı yazın" announceError={false} />);
    const box = screen.getByRole('textbox', { name: 'Mesajınız' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toBe('Mesajınızı yazın');
  });

  it('hands what the visitor typed, line breaks and all, to a react-hook-form form', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function MessageForm() {
      const { register, handleSubmit } = useForm<{ info: string }>();
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <TextAreaField label="Mesajınız" {...register('info')} />
          <button type="submit">Gönder</button>
        </form>
      );
    }
    inTurkish(<MessageForm />);
    await user.type(screen.getByRole('textbox', { name: 'Mesajınız' }), 'Merhaba,{Enter}yüzüğün ölçüsü?');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(submitted).toHaveBeenCalledWith({ info: 'Merhaba,\nyüzüğün ölçüsü?' });
  });
});

describe('SelectField', () => {
  const addresses = (
    <>
      <option value="home">Ev · Kadıköy</option>
      <option value="work">İş · Levent</option>
    </>
  );

  it('is a list box named by its label, required without the native attribute', () => {
    inTurkish(
      <SelectField label="Kayıtlı adres" required>
        {addresses}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Kayıtlı adres' });
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select).toHaveProperty('required', false);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Ev · Kadıköy', 'İş · Levent']);
  });

  it('tells its owner the option chosen', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    inTurkish(
      <SelectField label="Kayıtlı adres" defaultValue="home" onChange={(event) => chosen(event.target.value)}>
        {addresses}
      </SelectField>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kayıtlı adres' }), 'İş · Levent');
    expect(chosen).toHaveBeenCalledWith('work');
  });

  it('hands the option chosen to a react-hook-form form', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function AddressForm() {
      const { register, handleSubmit } = useForm<{ address: string }>({ defaultValues: { address: 'home' } });
      return (
        <form onSubmit={handleSubmit((values) => submitted(values))}>
          <SelectField label="Kayıtlı adres" {...register('address')}>
            {addresses}
          </SelectField>
          <button type="submit">Devam et</button>
        </form>
      );
    }
    inTurkish(<AddressForm />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kayıtlı adres' }), 'work');
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(submitted).toHaveBeenCalledWith({ address: 'work' });
  });

  it('shows its error, is marked invalid and described by it, and announces it', () => {
    inTurkish(
      <SelectField label="Kayıtlı adres" hint="Profilinizdeki adresler" error="Bir adres seçin">
        {addresses}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Kayıtlı adres' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Bir adres seçin');
    expect(description(select)).toBe('Bir adres seçin');
  });

  it('is described by its hint and not marked invalid while valid', () => {
    inTurkish(
      <SelectField label="Kayıtlı adres" hint="Profilinizdeki adresler">
        {addresses}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Kayıtlı adres' });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(description(select)).toBe('Profilinizdeki adresler');
  });

  it('keeps the id it is given, tying its label and its message to it', () => {
    inTurkish(
      <SelectField id="billing-address" label="Fatura adresi" error="Bir adres seçin">
        {addresses}
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Fatura adresi' });
    expect(select.id).toBe('billing-address');
    expect(select.getAttribute('aria-describedby')).toBe('billing-address-message');
    expect(description(select)).toBe('Bir adres seçin');
  });
});
