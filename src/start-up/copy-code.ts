import { pageParts } from '../content/own-pages';

// A button that copies each code block of a case study or an article, on a page that has code
// (scripts/build/prerender/write-pages.ts bundles it, its words in the page's language in place
// of COPY_CODE_TEXT). Without JavaScript there is no button: the block is text to select.

declare const COPY_CODE_TEXT: { copy: string; copied: string };

const { copy, copied } = COPY_CODE_TEXT;
const blocks = document.querySelectorAll<HTMLElement>(`.${pageParts.codeBlock}`);
// Said once per copy by screen readers; the button says it too, for a while.
const status = document.createElement('div');
status.setAttribute('role', 'status');
status.className = pageParts.copyStatus;
blocks[0]?.parentElement?.append(status);

/** The browser's clipboard, else the selection copied the old way (a page over plain HTTP). */
async function toClipboard(text: string, block: HTMLElement) {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const selection = getSelection();
    selection?.selectAllChildren(block.querySelector('pre') ?? block);
    document.execCommand('copy');
    selection?.removeAllRanges();
  }
}

for (const block of blocks) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = pageParts.copyButton;
  button.textContent = copy;
  let reset: number | undefined;
  button.addEventListener('click', () => {
    const code = block.querySelector('code') ?? block.querySelector('pre');
    void toClipboard(code?.textContent ?? '', block).then(() => {
      button.textContent = copied;
      status.textContent = '';
      // A change the region had before is announced again.
      requestAnimationFrame(() => (status.textContent = copied));
      clearTimeout(reset);
      reset = window.setTimeout(() => {
        button.textContent = copy;
        status.textContent = '';
      }, 2000);
    });
  });
  block.append(button);
}

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
