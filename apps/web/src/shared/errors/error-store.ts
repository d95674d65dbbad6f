import { createStore, useStore } from '../state/create-store.ts';

export interface ErrorModalButton {
  label: string;
  /** The route the button goes to; the page reloads when it is the current one. */
  to: string;
}

export interface ErrorModalEntry {
  id: number;
  title?: string;
  message: string;
  /** Show the close cross (and allow Escape / backdrop). */
  closable: boolean;
  /** Default: one Home button to /. */
  buttons?: ErrorModalButton[];
}

export const errorStore = createStore<ErrorModalEntry[]>([]);
let nextId = 1;

/** Queues an error modal; the same message is not shown twice at once (docs/product/storefront.md §8). */
export function showErrorModal(entry: Omit<ErrorModalEntry, 'id'>): void {
  errorStore.set((list) =>
    list.some((e) => e.message === entry.message) ? list : [...list, { ...entry, id: nextId++ }],
  );
}

export function dismissErrorModal(id: number): void {
  errorStore.set((list) => list.filter((e) => e.id !== id));
}

export function useCurrentError(): ErrorModalEntry | undefined {
  return useStore(errorStore, (list) => list[0]);
}
