import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListPage } from '@kehribar/contracts/plain';
import { useDebouncedValue } from '../../shared/state/use-debounced-value.ts';
import {
  listQuery,
  readListState,
  writeListState,
  type ListSpec,
  type ListState,
} from '../lib/list-state.ts';

/** How long typing rests before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ListQuery = Record<string, string | number>;

/** A list's read: its query key and fetch, given the query the address asks for. */
export type ListRead<T> = (query: ListQuery) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, unknown[]>;

/**
 * A server-paged list whose state is the address (lib/list-state.ts): the page shown while the next one
 * loads stays on screen, and the search box writes to the address once typing rests. A change of the
 * address from outside (back, forward, a link) puts its search back in the box.
 */
export function useServerList<T>(spec: ListSpec, read: ListRead<T>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, spec), [params, spec]);
  const query = useQuery({ ...read(listQuery(state)), placeholderData: keepPreviousData });

  const [searchInput, setInput] = useState(state.search);
  const typing = useRef(false);
  const debounced = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const shownSearch = useRef(state.search);

  useEffect(() => {
    if (state.search === shownSearch.current) return;
    shownSearch.current = state.search;
    typing.current = false;
    setInput(state.search);
  }, [state.search]);

  const change = useCallback(
    (next: Partial<ListState>) => setParams((current) => writeListState(current, next, spec)),
    [setParams, spec],
  );

  useEffect(() => {
    if (!typing.current || debounced !== searchInput) return;
    typing.current = false;
    if (debounced.trim() === state.search.trim()) return;
    shownSearch.current = debounced.trim();
    change({ search: debounced });
  }, [debounced, searchInput, state.search, change]);

  const setSearchInput = useCallback((value: string) => {
    typing.current = true;
    setInput(value);
  }, []);

  return {
    state,
    query,
    searchInput,
    setSearchInput,
    /** Whether a search or a filter narrows the list (an empty answer then means no match). */
    narrowed: state.search.trim() !== '' || state.status !== '',
    setPage: (page: number) => change({ page }),
    setPageSize: (pageSize: number) => change({ pageSize }),
    setSort: (sort: string) => change({ sort }),
    setStatus: (status: string) => change({ status }),
    clear: () => {
      typing.current = false;
      setInput('');
      shownSearch.current = '';
      change({ search: '', status: '' });
    },
  };
}

export type ServerList<T> = ReturnType<typeof useServerList<T>>;
