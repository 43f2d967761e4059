import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { useLanguage, useText } from '../../content';
import { splitAt } from '../../i18n';

/** The time now in `timeZone`, as the page's language writes it ("14:05", "2:05 PM"). */
export function timeIn(timeZone: string, language: string, now = new Date()): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    now,
  );
}

const everyFewSeconds = (changed: () => void) => {
  const timer = setInterval(changed, 15_000);
  return () => clearInterval(timer);
};
const readClock = () => Math.floor(Date.now() / 15_000);

/**
 * The owner's local time, kept current. The prerendered page cannot know it: its words are there
 * from the first paint, with the time's box kept for it, so that the time arriving with the app
 * moves nothing.
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
        sx={{
          display: 'inline-block',
          minWidth: '4.5em',
          textAlign: 'end',
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
