/** Up to two letters for a monogram: the first letters of the name's first and last words
 * ("Alex Morgan": "AM"), whatever the script; one word gives its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = (word = '') => [...word][0]?.toLocaleUpperCase() ?? '';
  return words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
}
