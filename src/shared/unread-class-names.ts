/**
 * The prerendered HTML without the global class names MUI puts on every element ("MuiChip-filled
 * MuiChip-sizeMedium …") that no rule of the page reads: bytes of `index.html`, which must fit a
 * connection's first round trip, for nothing. A component's root name ("MuiChip-root") stays, as
 * an owner's own styles and tools may look for it. The app, when it takes the page over, keeps
 * the element as it finds it and writes every name again when it next renders it.
 */
export function withoutUnreadClassNames(html: string, css: string): string {
  const read = new Set(css.match(/Mui[\w-]+/g));
  return html.replace(/ class="([^"]*)"/g, (_, names: string) => {
    const kept = names
      .split(' ')
      .filter((name) => !name.startsWith('Mui') || name.endsWith('-root') || read.has(name));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
