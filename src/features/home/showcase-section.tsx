import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBuildData, useContent, useText } from '../../content';
import { NewTabHint } from '../../shared/new-tab-hint';
import { ResponsiveImage } from '../../shared/responsive-image';
import { hoverShadow, motion, radius, space } from '../../theme';
import { initialsOf } from '../../app/shell/initials';
import { featuredProjectOf } from './featured-project';

/** Where the first view's second column starts: beside the greeting from here, else under it. */
export const besideGreeting = '@media (min-width:1200px)';

/**
 * What Home shows beside the greeting, the owner's own: a featured project's picture, their
 * photo, or (with neither) a composition of their initials in their colour, drawn by CSS alone.
 */
export function ShowcaseSection() {
  const content = useContent();
  const { photo } = useBuildData().images;
  const featured = featuredProjectOf(content);
  if (featured) return <FeaturedProject />;
  if (content.owner.photo && photo) return <Portrait />;
  return <Monogram />;
}

function FeaturedProject() {
  const content = useContent();
  const project = featuredProjectOf(content)!;
  const image = useBuildData().images.projects[project.image];
  const text = useText();
  const external = project.liveUrl ?? project.githubUrl;
  const linkProps = external
    ? { href: external, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: '/projects' };
  return (
    <Box
      component="section"
      aria-labelledby="featured-project-heading"
      sx={{
        position: 'relative',
        display: 'grid',
        gap: space.stack,
        p: 1.5,
        pb: 2.5,
        borderRadius: `${radius.lg + 4}px`,
        border: 1,
        borderColor: 'surface.line',
        bgcolor: 'background.paper',
        transition: ['border-color', 'box-shadow', 'transform']
          .map((property) => `${property} ${motion.hover}ms ${motion.easing}`)
          .join(', '),
        '&:hover, &:focus-within': { borderColor: 'surface.hoverLine', boxShadow: hoverShadow },
        '@media (prefers-reduced-motion: no-preference)': {
          '&:hover, &:focus-within': { transform: `translateY(-${motion.lift}px)` },
        },
      }}
    >
      {image && (
        <ResponsiveImage
          image={image}
          alt=""
          sizes="(min-width: 1200px) 400px, (min-width: 600px) 560px, 100vw"
          sx={{
            width: '100%',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: `${radius.lg}px`,
          }}
        />
      )}
      <Box sx={{ paddingInline: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {text.featuredProject}
        </Typography>
        <Typography id="featured-project-heading" variant="h3" component="h2">
          <Link
            {...linkProps}
            underline="none"
            color="inherit"
            // The whole card answers the pointer: the link's area covers it.
            sx={{
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: 'inherit',
              },
            }}
          >
            {project.title}
            {external && <NewTabHint />}
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}

function Portrait() {
  const { owner } = useContent();
  const { photo } = useBuildData().images;
  return (
    <Box
      sx={{
        position: 'relative',
        justifySelf: { lg: 'center' },
        // A soft glow of the primary behind the photo.
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: '-20%',
          zIndex: -1,
          background: (theme) =>
            `radial-gradient(closest-side, ${(theme.vars ?? theme).palette.surface.tonal}, transparent)`,
        },
      }}
    >
      <ResponsiveImage
        image={photo!}
        alt={owner.name}
        sizes="(min-width: 1200px) 240px, (min-width: 600px) 160px, 120px"
        sx={{
          width: { xs: 120, sm: 160, lg: 240 },
          borderRadius: '50%',
          outline: 1,
          outlineColor: 'surface.lineStrong',
          outlineOffset: 6,
        }}
      />
    </Box>
  );
}

/** The owner's initials, large, in a gradient of their colour, inside rings of it under a glow:
 * decoration, so only where there is room beside the greeting, and unread. */
function Monogram() {
  const { owner } = useContent();
  return (
    <Box
      aria-hidden="true"
      data-initials={initialsOf(owner.name)}
      sx={(theme) => {
        const { primary, surface } = (theme.vars ?? theme).palette;
        return {
          display: 'none',
          [besideGreeting]: { display: 'grid' },
          placeItems: 'center',
          position: 'relative',
          width: 'min(100%, 24rem)',
          aspectRatio: '1',
          justifySelf: 'center',
          borderRadius: '50%',
          background: [
            `radial-gradient(closest-side, ${surface.tonal}, transparent)`,
            `repeating-radial-gradient(circle, transparent 0 47px, ${surface.lineStrong} 47px 48px)`,
          ].join(', '),
          maskImage: 'radial-gradient(closest-side, #000 60%, transparent)',
          '&::before': {
            content: 'attr(data-initials)',
            fontSize: '9rem',
            lineHeight: 1,
            fontWeight: 800,
            letterSpacing: '-0.06em',
            paddingInlineEnd: '0.06em',
            background: `linear-gradient(170deg, ${primary.main} 25%, color-mix(in srgb, ${primary.main} 12%, transparent) 95%)`,
            backgroundClip: 'text',
            color: 'transparent',
          },
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: '18%',
            borderRadius: '50%',
            border: `1px solid ${surface.hoverLine}`,
          },
        };
      }}
    />
  );
}
