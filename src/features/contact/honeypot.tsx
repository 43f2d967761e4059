import Box from '@mui/material/Box';
import { useText } from '../../content';

export const honeypotName = 'website';

/** A field people never see or reach by keyboard; bots that fill every input give themselves away. */
export function Honeypot() {
  const text = useText();
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: '-10000px',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor="contact-website">{text.honeypot}</label>
      <input
        id="contact-website"
        name={honeypotName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </Box>
  );
}
