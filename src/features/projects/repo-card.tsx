import CodeIcon from '@mui/icons-material/Code';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { useLanguage, useText, type GitHubRepo } from '../../content';
import { countedText, fillText, splitAt } from '../../i18n';
import { VisuallyHidden } from '../../shared/visually-hidden';
import { ShowcaseCard } from './showcase-card';

export function RepoCard({ repo }: { repo: GitHubRepo }) {
  const text = useText();
  return (
    <ShowcaseCard
      title={repo.name}
      headingLevel="h3"
      description={repo.description}
      facts={<RepoFacts repo={repo} />}
      chips={repo.topics}
      chipsLabel={fillText(text.topicsOf, { name: repo.name })}
      sourceUrl={repo.url}
      liveUrl={repo.homepage}
    />
  );
}

function RepoFacts({ repo }: { repo: GitHubRepo }) {
  const text = useText();
  const language = useLanguage();
  const count = new Intl.NumberFormat(language).format(repo.stars);
  // The number is shown beside the star icon; the words around it are for screen readers. Both
  // the page formats it in the owner's language, never the visitor's.
  const [before, after] = splitAt(countedText(text, 'stars', repo.stars, language), 'count');
  return (
    <Box
      component="p"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mb: 2,
        color: 'text.secondary',
        typography: 'body2',
        '& svg': { fontSize: '1.1rem', mr: 0.5, verticalAlign: 'text-bottom' },
      }}
    >
      {repo.language && (
        <span>
          <CodeIcon aria-hidden="true" />
          <VisuallyHidden>{text.repoLanguage} </VisuallyHidden>
          {repo.language}
        </span>
      )}
      <span>
        <StarBorderIcon aria-hidden="true" />
        {before && <VisuallyHidden>{before}</VisuallyHidden>}
        {count}
        {after && <VisuallyHidden>{after}</VisuallyHidden>}
      </span>
    </Box>
  );
}
