import type { ContactMessage } from '../../services/email';
import { readDraft, writeDraft } from '../../start-up/drafts';
import { emptyMessage } from './contact-fields';

/** Where the draft is kept; the form names it in its data-draft attribute, so index.html's
 * start-up script keeps what is typed there before the form is live (src/start-up/drafts.ts). */
export const draftStorageKey = 'portfolio:contact-draft';

/** The fields the stored draft holds (none where storage cannot be read). */
function savedFields(): Partial<ContactMessage> {
  const saved = readDraft(draftStorageKey);
  const fields: Partial<ContactMessage> = {};
  for (const key of Object.keys(emptyMessage) as (keyof ContactMessage)[]) {
    const value = saved[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const readSavedDraft = (): ContactMessage => ({ ...emptyMessage, ...savedFields() });

let current: ContactMessage | undefined;
const listeners = new Set<() => void>();

/** The contact draft, kept in localStorage as the visitor types so a reload loses nothing. */
export const draftStore = {
  get(): ContactMessage {
    current ??= readSavedDraft();
    return current;
  },
  getServerSnapshot(): ContactMessage {
    return emptyMessage;
  },
  set(next: ContactMessage) {
    current = next;
    writeDraft(draftStorageKey, next);
    listeners.forEach((listener) => listener());
  },
  /** A field changed by the visitor. Storage is written at every keystroke, by the form and,
   * until the form is live, by the start-up script: a field the script kept while the form was
   * being taken over is newer there than in this copy, and is kept. */
  change(name: keyof ContactMessage, value: string) {
    draftStore.set({ ...draftStore.get(), ...savedFields(), [name]: value });
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
  /** Reads storage again and tells the form when it holds something newer: text saved by the
   * start-up script while the form was being taken over. */
  sync() {
    const before = JSON.stringify(draftStore.get());
    current = undefined;
    if (JSON.stringify(draftStore.get()) !== before) listeners.forEach((listener) => listener());
  },
};
