import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBuildData, useContent, useText } from '../../content';
import { NewTabHint } from '../../shared/new-tab-hint';
import { ResponsiveImage } from '../../shared/responsive-image';
import { hoverShadow, motion, radius, space } from '../../theme';
import type { Content, Project } from '../../content/schema';
import { featuredProjectOf } from './featured-project';

/** Where the first view's second column starts: beside the greeting from here, else under it. */
export const besideGreeting = '@media (min-width:1200px)';

/** Whether the owner has something of their own to show beside the greeting; without, Home
 * lets their name fill the first view alone (./home-screen.tsx). */
export const hasShowcase = (content: Content) =>
  Boolean(featuredProjectOf(content) || content.owner.photo);

/** What Home shows beside the greeting, the owner's own: a featured project's picture, or their
 * photo. */
export function ShowcaseSection() {
  const content = useContent();
  const featured = featuredProjectOf(content);
  return featured ? <FeaturedProject project={featured} /> : <Portrait />;
}

function FeaturedProject({ project }: { project: Project & { image: string } }) {
  const { images, caseStudies } = useBuildData();
  const image = images.projects[project.image];
  const text = useText();
  // Its case study first, a page of the site's own; else where it runs or its code; else its card.
  const caseStudy = caseStudies?.[project.title];
  const external = caseStudy ? undefined : (project.liveUrl ?? project.githubUrl);
  const linkProps = caseStudy
    ? { href: caseStudy }
    : external
      ? { href: external, target: '_blank', rel: 'noopener noreferrer' }
      : { href: '#/projects' };
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
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            borderRadius: `${radius.lg}px`,
          }}
        />
      )}
      <Box sx={{ paddingInline: 1 }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {text.featuredProject}
        </Typography>
        <Typography id="featured-project-heading" variant="h2">
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
  if (!photo) return null;
  return (
    <ResponsiveImage
      image={photo}
      alt={owner.name}
      sizes="(min-width: 1200px) 240px, (min-width: 600px) 160px, 120px"
      sx={{
        width: { xs: 120, sm: 160, lg: 240 },
        mx: { lg: 'auto' },
        borderRadius: '50%',
        outline: 1,
        outlineColor: 'surface.lineStrong',
        outlineOffset: 6,
        // A soft glow of the primary around it.
        boxShadow: (theme) => `0 0 64px 8px ${(theme.vars ?? theme).palette.surface.tonal}`,
      }}
    />
  );
}
