import type { Surfaces } from './surfaces.ts';
import { drawerWidth, motion } from './tokens.ts';

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

/** The horizon's curve, px: the width and the height of the half ellipse, on a phone and from
 * `md`; flat enough that its ends stay above what the band holds. */
const horizonCurve = { xs: [1100, 240], md: [3200, 400] } as const;

/** Fades the horizon out towards the page's sides (`--edge` from the band's middle: half the
 * window, less half a drawer beside it), so it never ends in an edge. */
const fadeToSides = [
  'transparent calc(50% - var(--edge))',
  '#000 calc(50% - var(--edge) + 160px) calc(50% + var(--edge) - 160px)',
  'transparent calc(50% + var(--edge))',
].join(', ');

/** The band's sizes at a breakpoint: the curve's, as custom properties its two layers read. */
const curveAt = ([width, height]: readonly [number, number]) => ({
  '--w': `${width}px`,
  '--h': `${height}px`,
});

/**
 * A lit horizon along the top of a band (Home's skills, at the foot of a first view the
 * owner's name has alone): the rim of a vast curve in the primary, its glow rising above it and
 * lighting the band below. The glow is the atmosphere's, as strong at its peak and no stronger,
 * so it costs no colour that passes under the atmosphere. Symmetric, so the same on a
 * right-to-left page. The page clips it at its sides and foot (the shell's `overflow: clip`).
 * CSS only; not printed.
 */
export function horizon(surface: Pick<Surfaces, 'glow'>, rim: string) {
  return {
    position: 'relative',
    isolation: 'isolate',
    // Each value in a query of its own: the order the rules come in (which sx does not keep)
    // never decides.
    '@media (max-width:599.95px)': { '--edge': '50vw' },
    '@media (min-width:600px)': { '--edge': `calc(50vw - ${drawerWidth / 2}px)` },
    '@media (max-width:899.95px)': curveAt(horizonCurve.xs),
    '@media (min-width:900px)': curveAt(horizonCurve.md),
    // Centred on the band (written as an offset from the left, the same mirrored): the curve,
    // and its glow around it, 40 % of the curve's size further out.
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      pointerEvents: 'none',
      maskImage: `linear-gradient(to right, ${fadeToSides})`,
      '@media print': { display: 'none' },
    },
    '&::before': {
      top: 'calc(var(--h) * -0.4)',
      left: 'calc(50% - var(--w) * 0.7)',
      width: 'calc(var(--w) * 1.4)',
      height: 'calc(var(--h) * 1.4)',
      background: `radial-gradient(ellipse calc(var(--w) / 2) var(--h) at 50% 100%, transparent 99.5%, ${surface.glow} 100%, transparent 140%)`,
    },
    '&::after': {
      top: 0,
      left: 'calc(50% - var(--w) / 2)',
      width: 'var(--w)',
      height: 'var(--h)',
      borderRadius: '50% 50% 0 0 / 100% 100% 0 0',
      borderTop: `1px solid ${rim}`,
      boxShadow: `inset 0 40px 80px -40px ${surface.glow}`,
    },
  } as const;
}
