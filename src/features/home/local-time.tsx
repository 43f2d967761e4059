import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useLanguage, useText } from '../../content';
import { splitAt } from '../../i18n';
import { shownTimeAttribute, timeIn, timeZoneAttribute } from '../../start-up/local-time';

export { timeIn };

const everyFewSeconds = (changed: () => void) => {
  const timer = setInterval(changed, 15_000);
  return () => clearInterval(timer);
};
const readClock = () => Math.floor(Date.now() / 15_000);

/**
 * The owner's local time, kept current once the app runs. Before, the start-up script shows it
 * (src/start-up/local-time.ts) from the attribute it sets: the same figures, so nothing moves
 * when the app takes over, and no box held open beside the words.
 */
export function LocalTime({ timeZone }: { timeZone: string }) {
  const language = useLanguage();
  const text = useText();
  // None in the server's page; the visitor's clock once the app runs, read again every 15 s.
  const tick = useSyncExternalStore(everyFewSeconds, readClock, () => null);
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
      >
        {tick !== null && timeIn(timeZone, language)}
      </Box>
      {after}
    </span>
  );
}
