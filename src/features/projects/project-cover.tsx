import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** A grid of hairlines in the primary under two soft glows of it, each where the project's own
 * numbers put it (`coverOf`). */
function pattern(theme: Theme) {
  const { surface } = (theme.vars ?? theme).palette;
  const grid = 'var(--cover-grid) var(--cover-grid)';
  return [
    `radial-gradient(ellipse 70% 90% at var(--cover-x) 0%, ${surface.tonal}, transparent 70%)`,
    `radial-gradient(circle at var(--cover-low) 100%, ${surface.hoverLine}, transparent 50%)`,
    `linear-gradient(${surface.hoverLine} 1px, transparent 1px) 0 0 / ${grid}`,
    `linear-gradient(90deg, ${surface.hoverLine} 1px, transparent 1px) 0 0 / ${grid}`,
    `linear-gradient(${surface.tonal}, ${surface.tonal})`,
  ].join(', ');
}

/** Where a project's cover has its glows and how fine its grid is, from its title: the same
 * project always the same cover, two projects rarely alike. */
export function coverOf(title: string): CSSProperties {
  let hash = 2166136261;
  for (const char of title) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619) >>> 0;
  const pick = (shift: number, count: number) => (hash >>> shift) % count;
  return {
    '--cover-x': `${15 + pick(0, 8) * 10}%`,
    '--cover-low': `${10 + pick(8, 8) * 11}%`,
    '--cover-grid': `${[24, 32, 40][pick(16, 3)]}px`,
  } as CSSProperties;
}

/**
 * A cover in the owner's colour for a project without a screenshot, in a grid where others
 * have one, so that no card has a hole where its picture would be. Decoration only.
 */
export function ProjectCover({ aspectRatio, title }: { aspectRatio: string; title: string }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="project-cover"
      style={coverOf(title)}
      sx={{
        aspectRatio,
        background: pattern,
        maskImage: 'linear-gradient(#000 50%, rgba(0, 0, 0, 0.4))',
      }}
    />
  );
}
