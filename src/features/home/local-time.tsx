import Box from '@mui/material/Box';
import { useText } from '../../content';
import { splitAt } from '../../i18n';
import { shownTimeAttribute, timeZoneAttribute } from '../../start-up/local-time';

/**
 * The owner's local time: the page cannot know it when it is built, so the start-up script writes
 * it into an attribute (src/start-up/local-time.ts) as the screen is shown and every few seconds
 * after, and CSS shows it: no box held open beside the words.
 */
export function LocalTime({ timeZone }: { timeZone: string }) {
  const text = useText();
  const [before, after] = splitAt(text.localTime, 'time');
  return (
    <span>
      {before}
      <Box
        component="time"
        {...{ [timeZoneAttribute]: timeZone }}
        sx={{
          [`&:empty::before`]: { content: `attr(${shownTimeAttribute})` },
          fontVariantNumeric: 'tabular-nums',
          color: 'text.primary',
        }}
      />
      {after}
    </span>
  );
}
