import Stack from '@mui/material/Stack';
import { useContent } from '../../content';
import { homeSections } from './home-sections';

export function HomeScreen() {
  const content = useContent();
  return (
    <Stack spacing={4} component="article">
      {homeSections
        .filter((section) => section.shownFor?.(content) ?? true)
        .map(({ id, Section }) => (
          <Section key={id} />
        ))}
    </Stack>
  );
}
