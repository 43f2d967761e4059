import Stack from '@mui/material/Stack';
import { useContent } from '../../content';
import { homeFirstView, riseInTurn, space } from '../../theme';
import { homeSections } from './home-sections';

export function HomeScreen() {
  const content = useContent();
  return (
    <Stack
      spacing={space.block}
      component="article"
      sx={{
        ...riseInTurn,
        // On a desktop the introduction sits in the middle of the first view, not at its top.
        '@media (min-width:900px) and (min-height:600px)': {
          minHeight: homeFirstView,
          justifyContent: 'center',
        },
      }}
    >
      {homeSections
        .filter((section) => section.shownFor?.(content) ?? true)
        .map(({ id, Section }) => (
          <Section key={id} />
        ))}
    </Stack>
  );
}
