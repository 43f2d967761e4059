import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

/** A grid of hairlines in the primary under two soft glows of it. */
function pattern(theme: Theme) {
  const { surface } = (theme.vars ?? theme).palette;
  return [
    `radial-gradient(ellipse 70% 90% at 80% 0%, ${surface.tonal}, transparent 70%)`,
    `radial-gradient(circle at 15% 100%, ${surface.hoverLine}, transparent 50%)`,
    `linear-gradient(${surface.hoverLine} 1px, transparent 1px) 0 0 / 32px 32px`,
    `linear-gradient(90deg, ${surface.hoverLine} 1px, transparent 1px) 0 0 / 32px 32px`,
    `linear-gradient(${surface.tonal}, ${surface.tonal})`,
  ].join(', ');
}

/**
 * A cover in the owner's colour for a project without a screenshot, in a grid where others
 * have one, so that no card has a hole where its picture would be. Decoration only.
 */
export function ProjectCover({ aspectRatio }: { aspectRatio: string }) {
  return (
    <Box
      aria-hidden="true"
      data-testid="project-cover"
      sx={{
        aspectRatio,
        background: pattern,
        maskImage: 'linear-gradient(#000 50%, rgba(0, 0, 0, 0.4))',
      }}
    />
  );
}
