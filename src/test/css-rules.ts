/** The Emotion CSS rules (one string each) that style `element`: jsdom does no layout, so
 * tests of responsive CSS read the rules themselves. */
export function cssRulesFor(element: Element): string[] {
  const className = Array.from(element.classList).find((name) => /^css-\w+$/.test(name));
  if (!className) return [];
  return Array.from(document.querySelectorAll('style'))
    .flatMap((style) => (style.textContent ?? '').split('\n'))
    .filter((rule) => rule.includes(`.${className}{`));
}
