import type { Content, Project } from '../../content/schema';

/** The project the owner features on Home (content.home.featuredProject), if it has a picture. */
export function featuredProjectOf(content: Content): (Project & { image: string }) | undefined {
  const title = content.home?.featuredProject;
  if (title === undefined) return undefined;
  const project = content.projects.find((each) => each.title === title);
  return project?.image ? { ...project, image: project.image } : undefined;
}
