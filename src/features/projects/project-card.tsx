import { useBuildData, useText, type Project } from '../../content';
import { fillText } from '../../i18n';
import { ResponsiveImage } from '../../shared/responsive-image';
import { ShowcaseCard } from './showcase-card';

/**
 * A project's card: its screenshot across the top, where it has one (`first`: the card at the
 * top of the screen, whose screenshot is in view at once); else compact, its words alone.
 */
export function ProjectCard({ project, first = false }: { project: Project; first?: boolean }) {
  const { images, caseStudies } = useBuildData();
  const image = images.projects[project.image ?? ''];
  const text = useText();
  return (
    <ShowcaseCard
      title={project.title}
      headingLevel="h2"
      description={project.description}
      media={
        project.image && image ? (
          <ResponsiveImage
            image={image}
            alt={fillText(text.screenshotOf, { title: project.title })}
            sizes="(min-width: 900px) 480px, calc(100vw - 32px)"
            loading={first ? 'eager' : 'lazy'}
            sx={{
              width: '100%',
              aspectRatio: `${image.width} / ${image.height}`,
              objectFit: 'cover',
            }}
          />
        ) : undefined
      }
      chips={project.technologies}
      chipsLabel={fillText(text.technologiesOf, { title: project.title })}
      sourceUrl={project.githubUrl}
      liveUrl={project.liveUrl}
      caseStudyUrl={caseStudies?.[project.title]}
    />
  );
}
