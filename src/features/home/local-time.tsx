import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useLanguage, useText } from '../../content';
import { splitAt } from '../../i18n';

/** The time now in `timeZone`, as the page's language writes it ("14:05", "2:05 PM"). */
export function timeIn(timeZone: string, language: string, now = new Date()): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    now,
  );
}

/**
 * The owner's local time, kept current. The prerendered page cannot know it, so it shows once
 * the app is live, and last in its row, so that its arrival moves nothing.
 */
export function LocalTime({ timeZone }: { timeZone: string }) {
  const language = useLanguage();
  const text = useText();
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!now) return null;
  const [before, after] = splitAt(text.localTime, 'time');
  return (
    <Box component="span">
      {before}
      <Box component="time" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}>
        {timeIn(timeZone, language, now)}
      </Box>
      {after}
    </Box>
  );
}
