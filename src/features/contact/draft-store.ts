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

const fieldNames = Object.keys(emptyMessage) as (keyof ContactMessage)[];

function isDraftField(name: string): name is keyof ContactMessage {
  return (fieldNames as string[]).includes(name);
}

/**
 * The prerendered form can be typed into before the app takes it over, and taking over
 * (hydration) resets each field to its rendered value. Keep what was typed in the draft,
 * which the form shows once it is live. Returns a function that stops listening.
 */
export function keepTextTypedBeforeHydration(root: ParentNode): () => void {
  const typed: Partial<ContactMessage> = {};
  for (const name of fieldNames) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (field?.value) typed[name] = field.value;
  }
  if (Object.keys(typed).length > 0) draftStore.set({ ...draftStore.get(), ...typed });

  function onInput(event: Event) {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (isDraftField(field.name))
      draftStore.set({ ...draftStore.get(), [field.name]: field.value });
  }
  root.addEventListener('input', onInput, true);
  return () => root.removeEventListener('input', onInput, true);
}
