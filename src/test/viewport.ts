// The test environment (happy-dom) applies media queries at its window's width: 1024 px unless
// a test sets another, as a phone's.
type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

const desktop = { width: 1024, height: 768 };

/** Sizes the window as a phone's, below the 600 px where the permanent drawer starts. */
export function atPhoneWidth() {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 360, height: 740 });
}

/** Back to the environment's own size (src/test/setup.ts, after each test). */
export function atDesktopWidth() {
  (window as unknown as HappyDomWindow).happyDOM.setViewport(desktop);
}
