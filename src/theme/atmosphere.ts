import type { Surfaces } from './surfaces.ts';
import { motion } from './tokens.ts';

/** Where the glow stands across the page (80 %: towards the end of a left-to-right line); a
 * right-to-left page mirrors it (./script-styles.ts). */
export const glowAcross = '--glow-x';

/** Where the atmosphere fades out, px from the top of the page. */
const atmosphereDepth = 900;

/**
 * A soft glow of the primary's hue at the upper right (behind what stands beside Home's greeting) and a faint dot grid, fading out down the page:
 * CSS only, so it paints with the first HTML and costs no request. Behind everything (the
 * panels cover it), never under the pointer, and not printed.
 */
export function atmosphere(surface: Pick<Surfaces, 'glow'>, dots: string) {
  return {
    'body::before': {
      content: '""',
      position: 'absolute',
      inset: '0 0 auto 0',
      // Never past the first view's bottom: a page shorter than the glow must not scroll into it.
      height: `min(${atmosphereDepth}px, 100%)`,
      zIndex: -1,
      pointerEvents: 'none',
      background: [
        `radial-gradient(ellipse 50% 60% at var(${glowAcross}, 80%) 15%, ${surface.glow}, transparent 70%)`,
        `radial-gradient(${dots} 1px, transparent 1px) 0 0 / 24px 24px`,
      ].join(', '),
      maskImage: 'linear-gradient(#000, transparent)',
    },
  };
}

/** The name of the one rise animation: Home's blocks on arrival, cards as they scroll in. */
export const riseAnimation = 'rise-in';

/**
 * Motion moves things, never hides them: a rise animates the transform alone, so no content
 * starts invisible and the largest paint never waits. Scroll-driven reveals only where the
 * browser has them, without any script; with reduced motion nothing moves at all.
 */
export const motionStyles = {
  [`@keyframes ${riseAnimation}`]: {
    from: { transform: `translateY(var(--rise-distance, ${motion.distance}px))` },
  },
};

/** What rises into view as the page scrolls (cards, the jobs of the timeline). In the screens'
 * own CSS, not the first page's. */
export const revealOnScroll = {
  '@supports (animation-timeline: view())': {
    '@media (prefers-reduced-motion: no-preference)': {
      '--rise-distance': `${motion.distance * 3}px`,
      animation: `${riseAnimation} linear both`,
      animationTimeline: 'view()',
      animationRange: 'entry 0% entry 50%',
    },
  },
};

/** A container's blocks rise in on arrival, one after another; the first (Home's greeting, the
 * largest paint) at once. */
export const riseInTurn = {
  '@media (prefers-reduced-motion: no-preference)': {
    '& > *': { animation: `${riseAnimation} ${motion.rise}ms ${motion.easing} backwards` },
    '& > * + *': { animationDelay: `${motion.stagger}ms` },
    '& > * + * + *': { animationDelay: `${motion.stagger * 2}ms` },
  },
};
