import Box from '@mui/material/Box';
import { useContent } from '../../content';
import { homeFirstView, riseInTurn, space } from '../../theme';
import { homeSections } from './home-sections';
import { besideGreeting, hasShowcase } from './showcase-section';

/** Beside the owner's picture from 1200 px: the greeting and the first actions. */
const firstColumn = ['greeting', 'journey'];

export function HomeScreen() {
  const content = useContent();
  const showcase = hasShowcase(content);
  return (
    <Box
      component="article"
      sx={{
        ...riseInTurn,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        rowGap: space.block,
        '& > [data-section]': { gridColumn: '1 / -1', minWidth: 0 },
        // On a desktop the first view is the introduction's alone: in its middle, the skills
        // at its foot, the rest of the page below it.
        '@media (min-width:900px) and (min-height:600px)': {
          minHeight: homeFirstView,
          ...(showcase
            ? { alignContent: 'center' }
            : {
                display: 'flex',
                flexDirection: 'column',
                // The free space shared above the greeting and above the skills.
                '& > [data-section="greeting"], & > [data-section="skills"]': { mt: 'auto' },
              }),
        },
        // (`&&`: over the rules above, whatever order the media query is written in.)
        [besideGreeting]: showcase
          ? {
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)',
              columnGap: 8,
              [firstColumn.map((id) => `&& > [data-section="${id}"]`).join(', ')]: {
                gridColumn: '1',
              },
              '&& > [data-section="showcase"]': {
                gridColumn: '2',
                gridRow: '1 / span 2',
                alignSelf: 'center',
              },
            }
          : undefined,
      }}
    >
      {homeSections
        .filter((section) => section.shownFor?.(content) ?? true)
        .map(({ id, Section }) => (
          <Box key={id} data-section={id}>
            <Section />
          </Box>
        ))}
    </Box>
  );
}
