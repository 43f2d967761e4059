import { content } from '../content';

/** Sets the document title for a screen (React hoists <title> into <head>). */
export function PageTitle({ page }: { page?: string }) {
  const { name, jobTitle } = content.owner;
  return <title>{page ? `${page} · ${name}` : `${name} · ${jobTitle}`}</title>;
}
