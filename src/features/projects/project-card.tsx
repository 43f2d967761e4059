import { useBuildData, useText, type Project } from '../../content';
import { fillText } from '../../i18n';
import { ResponsiveImage } from '../../shared/responsive-image';
import { ProjectCover } from './project-cover';
import { ShowcaseCard } from './showcase-card';

/**
 * `first`: the card at the top of the grid, whose screenshot is in view at once. `coverRatio`:
 * the shape of the grid's screenshots, when it has any; a card without one gets a cover of it.
 */
export function ProjectCard({
  project,
  first = false,
  coverRatio,
}: {
  project: Project;
  first?: boolean;
  coverRatio?: string;
}) {
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
        ) : (
          coverRatio && <ProjectCover aspectRatio={coverRatio} title={project.title} />
        )
      }
      chips={project.technologies}
      chipsLabel={fillText(text.technologiesOf, { title: project.title })}
      sourceUrl={project.githubUrl}
      liveUrl={project.liveUrl}
      caseStudyUrl={caseStudies?.[project.title]}
    />
  );
}
