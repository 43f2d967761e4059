import type { Project } from '../../content';
import { ShowcaseCard } from './showcase-card';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <ShowcaseCard
      title={project.title}
      headingLevel="h2"
      description={project.description}
      chips={project.technologies}
      chipsLabel={`${project.title} technologies`}
      sourceUrl={project.githubUrl}
      liveUrl={project.liveUrl}
    />
  );
}
