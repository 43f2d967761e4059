/**
 * About how wide a bold display face draws each kind of character, in em: the ideographs and
 * syllables of Chinese, Japanese and Korean a full em, capitals and lowercase Latin (and
 * Cyrillic, Greek and the rest) narrower, a space a quarter.
 */
function displayEms(text: string): number {
  let ems = 0;
  for (const char of text) {
    // A little over an em: the system's CJK face a first visit may draw it in is not always
    // the owner's to the pixel, and a name that fits by a hair in one breaks in two in the other.
    if (/[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u.test(char))
      ems += 1.05;
    else if (/\s/u.test(char)) ems += 0.25;
    else if (char !== char.toLowerCase()) ems += 0.72;
    else ems += 0.58;
  }
  return Math.max(ems, 1);
}

/**
 * The owner's name as large as its line allows: a size from the width of its container (the
 * greeting, a container of inline size) and the name's own length, never under three quarters
 * of the greeting's display step (the name being inside it) and never over a cap. So a short name
 * fills the first view as its one focal point, and a long one, beside a picture too, stays
 * display type in two or three lines rather than four.
 */
export function nameFit(name: string, max = 8): string {
  const ems = Math.round(displayEms(name) * 100) / 100;
  return `clamp(0.75em, calc(100cqi / ${ems}), ${max}rem)`;
}
