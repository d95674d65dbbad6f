// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from './confirm.tsx';
import { TextField } from './fields.tsx';
import { keepAsSaved, LeaveGuardHost, useFormLeaveGuard } from './leave-guard.tsx';

afterEach(cleanup);

/** A form of the kit, as the edit pages build theirs: a field, a save that resolves at once. */
function EditForm() {
  const form = useForm({ defaultValues: { title: 'Kehribar kolye' } });
  useFormLeaveGuard(form);
  return (
    <form onSubmit={form.handleSubmit(() => keepAsSaved(form))}>
      <TextField label="Ad" {...form.register('title')} />
      <button type="submit">Kaydet</button>
      <Link to="/admin-panel/products">Ürünler</Link>
    </form>
  );
}

function renderAdmin() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin-panel/products/1',
        element: (
          <>
            <EditForm />
            <LeaveGuardHost />
            <ConfirmHost />
          </>
        ),
      },
      { path: '/admin-panel/products', element: <h1>Ürün listesi</h1> },
    ],
    { initialEntries: ['/admin-panel/products/1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The dialog's code loads on first use (shared/ui/modal.tsx), slowly on a test machine's first open. */
const asked = () => screen.findByRole('dialog', {}, { timeout: 10_000 });

describe('leaving a form with unsaved changes', () => {
  it('asks in the admin dialog; "stay" keeps the form and what was typed, "leave" goes', async () => {
    const user = userEvent.setup();
    const router = renderAdmin();
    const title = screen.getByLabelText('Ad');
    await user.clear(title);
    await user.type(title, 'Baltık kehribar kolye');

    await user.click(screen.getByRole('link', { name: 'Ürünler' }));
    const dialog = await asked();
    expect(dialog.textContent).toContain('Kaydedilmemiş değişiklikler');
    expect(router.state.location.pathname).toBe('/admin-panel/products/1');

    await user.click(screen.getByRole('button', { name: 'Sayfada kal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin-panel/products/1');
    expect(screen.getByLabelText<HTMLInputElement>('Ad').value).toBe('Baltık kehribar kolye');

    await user.click(screen.getByRole('link', { name: 'Ürünler' }));
    await asked();
    await user.click(screen.getByRole('button', { name: 'Kaydetmeden ayrıl' }));
    expect(await screen.findByRole('heading', { name: 'Ürün listesi' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin-panel/products');
  });

  it('lets an untouched or a saved form go without asking', async () => {
    const user = userEvent.setup();
    const router = renderAdmin();
    await user.click(screen.getByRole('link', { name: 'Ürünler' }));
    await screen.findByRole('heading', { name: 'Ürün listesi' });
    expect(screen.queryByRole('dialog')).toBeNull();

    await router.navigate('/admin-panel/products/1');
    const title = await screen.findByLabelText('Ad');
    await user.type(title, ' 2');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await user.click(screen.getByRole('link', { name: 'Ürünler' }));
    await screen.findByRole('heading', { name: 'Ürün listesi' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has the browser ask before the tab closes or reloads, only while a change is unsaved', async () => {
    const user = userEvent.setup();
    renderAdmin();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Ad'), '!');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(unload()).toBe(false));
  });
});
