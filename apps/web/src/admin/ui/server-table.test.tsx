// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTurkish } from '../../test/render.tsx';
import { tr } from '../i18n/tr.ts';
import type { ListSpec } from '../lib/list-state.ts';
import { ServerTable } from './server-table.tsx';
import { useServerList, type ListQuery, type ListRead } from './use-server-list.ts';

interface Row {
  id: number;
  name: string;
}
const SPEC: ListSpec = { sortColumns: ['name', 'date'], defaultSort: '-date', statuses: ['open', 'handled'] };
const ROWS: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Kişi ${i + 1}` }));

let asked: ListQuery[];
/** A server of thirty rows that pages as the real one does and remembers every query. */
const read: ListRead<Row> = (query) => ({
  queryKey: ['test', query],
  queryFn: async () => {
    asked.push(query);
    const size = Number(query.pageSize);
    const from = (Number(query.page) - 1) * size;
    const rows = query.search ? ROWS.filter((r) => r.name.includes(String(query.search))) : ROWS;
    return { items: rows.slice(from, from + size), totalCount: rows.length };
  },
});

function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        geri
      </button>
    </>
  );
}

function People() {
  const list = useServerList(SPEC, read);
  return (
    <ServerTable
      label="Kişiler"
      list={list}
      columns={[{ key: 'name', header: 'Ad', render: (r) => r.name, sortKey: 'name' }]}
      rowKey={(r) => r.id}
      searchPlaceholder="Ad"
      empty="Kimse yok."
    />
  );
}

function show(address: string) {
  asked = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInTurkish(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <People />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Kişiler içinde ara' });

afterEach(cleanup);

describe('a server-paged table', () => {
  it('asks the server for the page, search and sort the address holds', async () => {
    show('/?page=2&pageSize=10&search=Ki%C5%9Fi&sort=name');
    expect(await screen.findByText('Kişi 11')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ page: 2, pageSize: 10, sort: 'name', search: 'Kişi' });
    expect((searchBox() as HTMLInputElement).value).toBe('Kişi');
    expect(screen.getByText('11–20 / 30 kayıt')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Ad/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('writes the search to the address once typing rests, back on the first page', async () => {
    show('/?page=3&pageSize=10');
    await screen.findByText('Kişi 21');
    fireEvent.change(searchBox(), { target: { value: 'Kişi 2' } });
    // Not at once: the server is asked when typing has rested.
    expect(address()).toBe('?page=3&pageSize=10');
    await waitFor(() => expect(address()).toBe('?pageSize=10&search=Ki%C5%9Fi+2'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 1, search: 'Kişi 2' }));
  });

  it('pages and sorts through the address, and back restores the previous state and its search', async () => {
    show('/?search=Ki%C5%9Fi');
    await screen.findByText('Kişi 1');
    fireEvent.click(screen.getByRole('button', { name: /Sonraki/ }));
    await waitFor(() => expect(address()).toBe('?page=2&search=Ki%C5%9Fi'));
    await screen.findByText('Kişi 26');
    fireEvent.click(screen.getByRole('button', { name: /Ad/ }));
    await waitFor(() => expect(address()).toBe('?search=Ki%C5%9Fi&sort=name'));
    fireEvent.click(screen.getByRole('button', { name: 'geri' }));
    await waitFor(() => expect(address()).toBe('?page=2&search=Ki%C5%9Fi'));
    fireEvent.click(screen.getByRole('button', { name: 'geri' }));
    await waitFor(() => expect(address()).toBe('?search=Ki%C5%9Fi'));
    fireEvent.change(searchBox(), { target: { value: 'yok' } });
    await waitFor(() => expect(address()).toBe('?search=yok'));
    fireEvent.click(screen.getByRole('button', { name: 'geri' }));
    await waitFor(() => expect((searchBox() as HTMLInputElement).value).toBe('Kişi'));
  });

  it('says when nothing matches and clears the search; a page past the end offers the last', async () => {
    show('/?search=Ahmet');
    expect(await screen.findByText(tr['lists.noMatch'])).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: tr['lists.clear'] })));
    await waitFor(() => expect(address()).toBe(''));
    await screen.findByText('Kişi 1');
    cleanup();
    show('/?page=9');
    fireEvent.click(await screen.findByRole('button', { name: tr['lists.lastPage'] }));
    await waitFor(() => expect(address()).toBe('?page=2'));
    expect(await screen.findByText('Kişi 30')).toBeTruthy();
  });
});
