// Typed text, kept from the first keystroke. A form marked with draftAttribute keeps its text
// fields in localStorage under the attribute's value, as one JSON object by field name. The
// start-up script saves and restores it until the form's island is live (so nothing typed is
// lost even if it never comes alive); then the island keeps and reads the same key.
//
// A restored text is drawn as a typed one: the field's label moves out of its way by CSS alone
// (the form's fields say so for a value that is not their blank placeholder), and the field's
// character counter, an element marked with counterAttribute inside the element its
// aria-describedby names, is written by characterCount(), the island's own.

export const draftAttribute = 'data-draft';
export const counterAttribute = 'data-counter';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields a draft keeps: the text fields people type in, not one kept out of their reach
 * (a honeypot for bots, with tabindex -1). A draft form has text fields only. */
function draftFields(form: HTMLFormElement) {
  return form.querySelectorAll<TextField>('input[name]:not([tabindex="-1"]), textarea[name]');
}

/** Keeps a draft (field name → text) under `key`, or forgets it when every field is empty. */
export function writeDraft(key: string, draft: Record<string, string>) {
  try {
    if (Object.values(draft).every((value) => value === '')) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the text stays in the form, it just is not kept.
  }
}

/** Saves a draft form's text fields. */
export function saveDraft(form: HTMLFormElement) {
  const key = form.getAttribute(draftAttribute);
  if (!key) return;
  const draft: Record<string, string> = {};
  for (const field of draftFields(form)) draft[field.name] = field.value;
  writeDraft(key, draft);
}

/** Reads a saved draft: field name → text (any value may be other than text: check); empty
 * when there is none or it is unreadable. */
export function readDraft(key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof saved === 'object' && saved ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** "{count} / {max} characters" in the page's language, for a text of `length`. */
export function characterCount(template: string, language: string, length: number, max: number) {
  const { format } = new Intl.NumberFormat(language);
  return template.replace('{count}', format(length)).replace('{max}', format(max));
}

/** Writes a field's character counter, if it has one, for its value. */
export function countCharacters(field: TextField, template: string) {
  const counter = document
    .getElementById(field.getAttribute('aria-describedby') ?? '')
    ?.querySelector(`[${counterAttribute}]`);
  if (counter && field.maxLength > 0)
    counter.textContent = characterCount(
      template,
      document.documentElement.lang,
      field.value.length,
      field.maxLength,
    );
}

/** Puts saved drafts back into the empty fields of the draft forms under `root`, their
 * counters counting them. */
export function restoreDrafts(root: ParentNode, counterText: string) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${draftAttribute}]`)) {
    const draft = readDraft(form.getAttribute(draftAttribute) ?? '');
    for (const field of draftFields(form)) {
      const saved = draft[field.name];
      if (!field.value && typeof saved === 'string') field.value = saved;
      countCharacters(field, counterText);
    }
  }
}
