import { DEFAULT_LIST_PAGE_SIZE, LIST_PAGE_SIZES } from '@kehribar/contracts/plain';

/**
 * The state of a server-paged list, kept in the page's address (docs/product/back-office.md §2, "Paged
 * lists"), so back and forward, a reload and a shared link show the same page. A value the address
 * cannot hold (an unknown sort, a page size the server refuses) falls back to its default instead of a
 * request the server would refuse; defaults are left out of the address.
 */
export interface ListState {
  page: number;
  pageSize: number;
  search: string;
  sort: string;
  /** '' for every status. */
  status: string;
}

export interface ListSpec {
  /** Column names the list sorts by; each goes in the address as 'name' (ascending) or '-name'. */
  sortColumns: readonly string[];
  defaultSort: string;
  /** The status filter's values, when the list has one. */
  statuses?: readonly string[];
  /** Parameter prefix of a second list on the same page (e.g. 'contacts.'). */
  prefix?: string;
}

const FIELDS = ['page', 'pageSize', 'search', 'sort', 'status'] as const;
type Field = (typeof FIELDS)[number];

const nameOf = (spec: ListSpec, field: Field) => `${spec.prefix ?? ''}${field}`;

export const defaultListState = (spec: ListSpec): ListState => ({
  page: 1,
  pageSize: DEFAULT_LIST_PAGE_SIZE,
  search: '',
  sort: spec.defaultSort,
  status: '',
});

const validSort = (spec: ListSpec, sort: string) => spec.sortColumns.includes(sort.replace(/^-/, ''));

export function readListState(params: URLSearchParams, spec: ListSpec): ListState {
  const get = (field: Field) => params.get(nameOf(spec, field));
  const defaults = defaultListState(spec);
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const sort = get('sort') ?? '';
  const status = get('status') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (LIST_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaults.pageSize,
    search: (get('search') ?? '').slice(0, 100),
    sort: validSort(spec, sort) ? sort : defaults.sort,
    status: spec.statuses?.includes(status) ? status : '',
  };
}

/**
 * The address after a change: the given fields set, any other change (search, sort, filter, page size)
 * going back to the first page, defaults dropped, and every other parameter (another list's) kept.
 */
export function writeListState(
  params: URLSearchParams,
  change: Partial<ListState>,
  spec: ListSpec,
): URLSearchParams {
  const current = readListState(params, spec);
  const next: ListState = { ...current, ...change };
  const narrowed = FIELDS.some((f) => f !== 'page' && f in change && change[f] !== current[f]);
  if (narrowed && !('page' in change)) next.page = 1;
  const defaults = defaultListState(spec);
  // The list's own parameters always in one order, so one state has one address.
  const out = new URLSearchParams(params);
  for (const field of FIELDS) out.delete(nameOf(spec, field));
  for (const field of FIELDS) {
    const value = field === 'search' ? next.search.trim() : next[field];
    if (value !== defaults[field] && value !== '') out.append(nameOf(spec, field), String(value));
  }
  return out;
}

/** The query a list's state asks the server: defaults left out, so equal states share a cache entry. */
export function listQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
  };
  if (state.search.trim()) query.search = state.search.trim();
  if (state.status) query.status = state.status;
  return query;
}

/** A header click: a new column sorts ascending, the sorted one turns around. */
export function nextSort(current: string, column: string): string {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return column;
}

export function sortDirectionOf(current: string, column: string): 'asc' | 'desc' | undefined {
  return current === column ? 'asc' : current === `-${column}` ? 'desc' : undefined;
}

export const pageCountOf = (totalCount: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalCount / pageSize));

/** The rows a page shows, counted from 1 (0–0 for none). */
export function rangeOf(state: Pick<ListState, 'page' | 'pageSize'>, shown: number) {
  const from = (state.page - 1) * state.pageSize;
  return shown === 0 ? { from: 0, to: 0 } : { from: from + 1, to: from + shown };
}
