import { STORAGE_KEYS } from '@kehribar/contracts/plain';

/** The part of the Web Storage API the app uses; tests pass an in-memory one. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageKey = keyof typeof STORAGE_KEYS;

/** docs/product/storefront.md §9: the token and session keys live in session storage, everything else locally. */
export const SESSION_STORAGE_KEYS: ReadonlySet<StorageKey> = new Set([
  'token',
  'tokenType',
  'refreshToken',
  'sessionId',
]);

export function createMemoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/**
 * A store that never throws: private browsing modes and blocked cookies make Web Storage throw on
 * access, in which case the values live in memory for this page.
 */
export function safeStore(open: () => KeyValueStore | undefined): KeyValueStore {
  let fallback: KeyValueStore | undefined;
  const target = (): KeyValueStore => {
    if (fallback) return fallback;
    try {
      const store = open();
      if (store) return store;
    } catch {
      // fall through to memory
    }
    fallback = createMemoryStore();
    return fallback;
  };
  return {
    getItem: (key) => {
      try {
        return target().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        target().setItem(key, value);
      } catch {
        // quota or access errors: the value is simply not kept
      }
    },
    removeItem: (key) => {
      try {
        target().removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

export interface AppStorage {
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(...keys: StorageKey[]): void;
  getJson<T>(key: StorageKey): T | null;
  setJson(key: StorageKey, value: unknown): void;
}

/** Typed access to the spec's keys, each routed to session or local storage. */
export function createAppStorage(local: KeyValueStore, session: KeyValueStore): AppStorage {
  const storeOf = (key: StorageKey) => (SESSION_STORAGE_KEYS.has(key) ? session : local);
  const get = (key: StorageKey) => storeOf(key).getItem(STORAGE_KEYS[key]);
  return {
    get,
    set: (key, value) => storeOf(key).setItem(STORAGE_KEYS[key], value),
    remove: (...keys) => keys.forEach((key) => storeOf(key).removeItem(STORAGE_KEYS[key])),
    getJson<T>(key: StorageKey): T | null {
      const raw = get(key);
      if (raw == null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson: (key, value) => storeOf(key).setItem(STORAGE_KEYS[key], JSON.stringify(value)),
  };
}

const browser = typeof window !== 'undefined';

export interface ServerStores {
  local: KeyValueStore;
  session: KeyValueStore;
}
const noServerStores: ServerStores = { local: createMemoryStore(), session: createMemoryStore() };
let serverStores: () => ServerStores = () => noServerStores;

/**
 * On the server (entry-server.tsx) every page render reads its own shopper's stored preferences: the
 * renderer passes a function that answers the stores of the render in progress.
 */
export function serveStoresFrom(current: () => ServerStores): void {
  serverStores = current;
}

/** The app's storage: local and session storage of the browser (the render's stores on the server). */
export const storage: AppStorage = createAppStorage(
  safeStore(() => (browser ? window.localStorage : serverStores().local)),
  safeStore(() => (browser ? window.sessionStorage : serverStores().session)),
);
