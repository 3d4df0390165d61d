// Where a session's token is kept: the browser storage a page asked for, or memory. Only the
// session (session.ts) opens a store.
import { readAuth } from '../api/answer-readers.js';
import type { Auth } from '../api/types.js';

export type StorageKind = 'local' | 'session' | 'memory';

/** Storage kinds from the strictest (gone with the page) to the loosest (kept between visits). */
const strictness: readonly StorageKind[] = ['memory', 'session', 'local'];

/**
 * A storage kind as a page writes it, read as HTML reads an enumerated attribute (any case, no
 * surrounding space): none is the default, `local`; an unknown one (a typo of `memory`) the
 * strictest, so that no fan's token is kept longer than the page asked.
 */
const kindOf = (value: unknown): StorageKind => {
  // A page may set the property to anything: a number or an object is a kind not known.
  const asked = String(value ?? '').trim().toLowerCase();
  return asked ? (strictness.find((kind) => kind === asked) ?? 'memory') : 'local';
};

/** The stricter of two storage kinds. */
export const stricter = (a: unknown, b: unknown): StorageKind => {
  const asked = [kindOf(a), kindOf(b)];
  return strictness.find((kind) => asked.includes(kind))!;
};

export interface Store {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
}

const memoryStore = (): Store => {
  const values = new Map<string, string>();
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => (value === null ? values.delete(key) : values.set(key, value)),
  };
};

/** The browser storage asked for, or memory when it is missing or throws (private modes, sandboxed frames). */
export function openStore(kind: StorageKind): Store {
  if (kind === 'memory') return memoryStore();
  try {
    const storage = kind === 'session' ? window.sessionStorage : window.localStorage;
    const probe = '__loyalty-widgets__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      read: (key) => storage.getItem(key),
      write: (key, value) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)),
    };
  } catch {
    return memoryStore();
  }
}

/** A stored session, read like a service answer: storage can hold anything. */
export function parseAuth(text: string | null): Auth | null {
  try {
    return (text && readAuth(JSON.parse(text))) || null;
  } catch {
    return null;
  }
}

export const storageKey = (baseUrl: string, team: string) => `loyalty-widgets:${baseUrl}:${team}`;
