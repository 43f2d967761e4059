import Box from '@mui/material/Box';
import { useContent } from '../../content';
import { homeFirstView, riseInTurn, space } from '../../theme';
import { homeSections } from './home-sections';
import { besideGreeting, hasShowcase } from './showcase-section';

/** Beside the second column from 1200 px: the greeting and the first actions. */
const firstColumn = ['greeting', 'journey'];

export function HomeScreen() {
  const content = useContent();
  // The owner's own picture beside the greeting; without one, their skills stand there.
  const beside = hasShowcase(content) ? 'showcase' : 'skills';
  return (
    <Box
      component="article"
      sx={{
        ...riseInTurn,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        rowGap: space.block,
        '& > [data-section]': { gridColumn: '1 / -1', minWidth: 0 },
        // On a desktop the introduction sits in the middle of the first view, not at its top.
        '@media (min-width:900px) and (min-height:600px)': {
          minHeight: homeFirstView,
          alignContent: 'center',
        },
        // (`&&`: over the rules above, whatever order the media query is written in.)
        [besideGreeting]: {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)',
          columnGap: 8,
          [firstColumn.map((id) => `&& > [data-section="${id}"]`).join(', ')]: {
            gridColumn: '1',
          },
          [`&& > [data-section="${beside}"]`]: {
            gridColumn: '2',
            gridRow: '1 / span 2',
            alignSelf: 'center',
          },
        },
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
