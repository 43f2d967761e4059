import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useLanguage, useText } from '../../content';
import { feedFile, isOwnPage } from '../../content/own-pages';
import { writtenIn } from './written-in';
import { NewTabLink } from '../../shared/new-tab-hint';
import { measure } from '../../theme';

/** The owner's articles, newest first: from their feeds (read when the site was built) and
 * listed by hand. Shown only when there is at least one (src/app/route-table.ts). */
export function WritingScreen() {
  const { writing } = useContent();
  const text = useText();
  const language = useLanguage();
  // The page prints the same date as the article's own page: the owner's language, in UTC, its
  // month short (as the article's page writes it where a language has no short form: 2026年5月20日).
  const day = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // Newest first (the build's merge already is; hand-listed ones may be in any order).
  const articles = [...(writing?.articles ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <Stack spacing={4} component="article">
      <Stack spacing={1}>
        <Typography variant="h1">{text.writingHeading}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text.writingIntro}</Typography>
        {articles.some((article) => isOwnPage(article.url)) && (
          <Typography>
            <Link href={`${import.meta.env.BASE_URL}${feedFile}`} type="application/atom+xml">
              {text.writingFeed}
            </Link>
          </Typography>
        )}
      </Stack>
      <Stack
        component="ul"
        spacing={2}
        aria-label={text.articleList}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {articles.map((article) => (
          <li key={article.url}>
            <Card variant="outlined" component="article">
              <CardContent>
                <Typography
                  variant="h4"
                  component="h2"
                  {...writtenIn(article.lang, language)}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {isOwnPage(article.url) ? (
                    <Link href={article.url}>{article.title}</Link>
                  ) : (
                    <NewTabLink href={article.url}>{article.title}</NewTabLink>
                  )}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                  <Box component="time" dateTime={article.date}>
                    {day.format(new Date(`${article.date}T00:00:00Z`))}
                  </Box>
                  {article.publication && ` · ${article.publication}`}
                </Typography>
                {article.summary && (
                  // A readable line, as every running text of the site.
                  <Typography
                    {...writtenIn(article.lang, language)}
                    sx={{ mt: 1.5, maxWidth: measure(76) }}
                  >
                    {article.summary}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export default WritingScreen;
