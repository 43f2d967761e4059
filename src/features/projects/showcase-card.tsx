import ArticleIcon from '@mui/icons-material/Article';
import CodeIcon from '@mui/icons-material/Code';
import GitHubIcon from '@mui/icons-material/GitHub';
import LaunchIcon from '@mui/icons-material/Launch';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useContent, useText } from '../../content';
import { fillText } from '../../i18n';
import { NewTabHint } from '../../shared/new-tab-hint';
import { pointingIcon } from '../../shared/pointing-icon';
import { sourceHostOf, sourceLabel } from '../../shared/source-host';
import { TagList } from '../../shared/tag-list';
import { VisuallyHidden } from '../../shared/visually-hidden';
import { hoverShadow, motion } from '../../theme';

type ShowcaseCardProps = {
  title: string;
  headingLevel: 'h2' | 'h3';
  description?: string;
  /** A line of facts under the description (a repository's language and stars). */
  facts?: ReactNode;
  /** A screenshot across the top of the card. */
  media?: ReactNode;
  chips: readonly string[];
  /** Names the chip list for screen readers ("<title> technologies"). */
  chipsLabel: string;
  /** Its public source; a private project has none, and no source button. */
  sourceUrl?: string;
  liveUrl?: string;
  /** Its case study: a page of its own on this site. */
  caseStudyUrl?: string | undefined;
};

// Under the pointer (or holding focus) the card answers: its edge takes the primary, a soft
// shadow, and, unless the visitor prefers reduced motion, it lifts a little.
const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  transition: ['border-color', 'box-shadow', 'transform']
    .map((property) => `${property} ${motion.hover}ms ${motion.easing}`)
    .join(', '),
  '&:hover, &:focus-within': {
    borderColor: 'surface.hoverLine',
    boxShadow: hoverShadow,
  },
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover, &:focus-within': { transform: `translateY(-${motion.lift}px)` },
  },
} as const;

/** A card for something the owner built: title, description, chips, source and live demo links. */
export function ShowcaseCard({
  title,
  headingLevel,
  description,
  facts,
  media,
  chips,
  chipsLabel,
  sourceUrl,
  liveUrl,
  caseStudyUrl,
}: ShowcaseCardProps) {
  const text = useText();
  const { text: ownWords } = useContent();
  return (
    <Card variant="outlined" component="article" sx={cardSx}>
      {media}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography
          variant="h3"
          component={headingLevel}
          sx={{ overflowWrap: 'anywhere', hyphens: 'auto', mb: 1 }}
        >
          {title}
        </Typography>
        {description && (
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{description}</Typography>
        )}
        {facts}
        {chips.length > 0 && <TagList tags={chips} label={chipsLabel} size="small" />}
      </CardContent>
      {(sourceUrl || liveUrl || caseStudyUrl) && (
        // The buttons go onto a second line before a narrow card (a phone, a long label in the
        // owner's language, a fallback font) would push the page sideways.
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          {caseStudyUrl && (
            <Button
              variant="outlined"
              href={caseStudyUrl}
              startIcon={<ArticleIcon aria-hidden="true" />}
            >
              {text.caseStudyButton}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </Button>
          )}
          {sourceUrl && (
            <Button
              variant="outlined"
              href={sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={
                sourceHostOf(sourceUrl).gitHub ? (
                  <GitHubIcon aria-hidden="true" />
                ) : (
                  <CodeIcon aria-hidden="true" />
                )
              }
            >
              {sourceLabel(sourceUrl, text.sourceButton, ownWords?.sourceButton)}
              <VisuallyHidden>: {fillText(text.sourceCodeOf, { title })}</VisuallyHidden>
              <NewTabHint />
            </Button>
          )}
          {liveUrl && (
            <Button
              variant="contained"
              href={liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<LaunchIcon aria-hidden="true" sx={pointingIcon} />}
            >
              {text.liveDemo}
              <VisuallyHidden>: {title}</VisuallyHidden>
              <NewTabHint />
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
