import type { ContactMessage } from '../../services/email';
import { emptyMessage } from './contact-fields';

export const draftStorageKey = 'portfolio:contact-draft';

function readDraft(): ContactMessage {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(draftStorageKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return emptyMessage;
    const draft = { ...emptyMessage };
    for (const key of Object.keys(emptyMessage) as (keyof ContactMessage)[]) {
      const value = (saved as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return emptyMessage; // storage blocked or corrupt: start empty rather than fail
  }
}

function writeDraft(draft: ContactMessage) {
  try {
    const isEmpty = Object.values(draft).every((value) => value === '');
    if (isEmpty) localStorage.removeItem(draftStorageKey);
    else localStorage.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // Private mode or a full disk: the form still works, the draft just is not kept.
  }
}

let current: ContactMessage | undefined;
const listeners = new Set<() => void>();

/** The contact draft, kept in localStorage as the visitor types so a reload loses nothing. */
export const draftStore = {
  get(): ContactMessage {
    current ??= readDraft();
    return current;
  },
  getServerSnapshot(): ContactMessage {
    return emptyMessage;
  },
  set(next: ContactMessage) {
    current = next;
    writeDraft(next);
    listeners.forEach((listener) => listener());
  },
  clear() {
    draftStore.set(emptyMessage);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Forget the in-memory copy so the next read comes from storage (tests, other tabs). */
  reload() {
    current = undefined;
  },
};
