import CodeIcon from '@mui/icons-material/Code';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../shared/visually-hidden';
import type { GitHubRepo } from './github-repo';
import { ShowcaseCard } from './showcase-card';

// A fixed locale: the prerendered page and the app must print the same digits.
const count = new Intl.NumberFormat('en');

export function RepoCard({ repo }: { repo: GitHubRepo }) {
  return (
    <ShowcaseCard
      title={repo.name}
      headingLevel="h3"
      description={repo.description}
      facts={<RepoFacts repo={repo} />}
      chips={repo.topics}
      chipsLabel={`${repo.name} topics`}
      sourceUrl={repo.url}
      liveUrl={repo.homepage}
    />
  );
}

function RepoFacts({ repo }: { repo: GitHubRepo }) {
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
          <VisuallyHidden>Language: </VisuallyHidden>
          {repo.language}
        </span>
      )}
      <span>
        <StarBorderIcon aria-hidden="true" />
        {count.format(repo.stars)}
        <VisuallyHidden>{repo.stars === 1 ? ' star' : ' stars'}</VisuallyHidden>
      </span>
    </Box>
  );
}
