import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';

type OutlinedFieldProps = {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  rows?: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  helperText?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>;
};

/** A field holds text when its blank placeholder is not shown, whoever put the text there. */
const holdsText = '&:has([placeholder]:not(:placeholder-shown))';

/**
 * The label out of the way of the field's text, the outline notched for it: MUI does so for
 * text typed into the live app; these rules do the same, by CSS alone, for text the field holds
 * before the app is live (a draft put back after a reload) or that the browser filled in. MUI's
 * own values for an outlined label (InputLabel, NotchedOutline).
 */
const labelClearOfText = {
  [`${holdsText} > label`]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
    pointerEvents: 'auto',
    userSelect: 'none',
  },
  [`${holdsText} legend`]: { maxWidth: '100%' },
} as const;

/**
 * A required, full-width outlined text field: what MUI's TextField renders for these props
 * (label, notched outline, helper text, ids that tie them together), built from its parts.
 * TextField also brings Select, Menu, Popover and Modal for its `select` mode, code the phone
 * would download and evaluate before the Contact screen is live.
 */
export function OutlinedField({
  id,
  name,
  label,
  type,
  autoComplete,
  rows,
  value,
  onChange,
  helperText,
  htmlInput,
}: OutlinedFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      required
      fullWidth
      sx={labelClearOfText}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        label={label}
        multiline={rows !== undefined}
        rows={rows}
        // A plain textarea of a fixed number of rows, its height the browser's from the CSS line
        // height: MUI's autosizing one measures a hidden copy once the app is live, which in a
        // fallback font (the owner's font arriving after the first paint) comes out taller than
        // the painted field and shifts the page.
        inputComponent={rows === undefined ? undefined : 'textarea'}
        fullWidth
        value={value}
        placeholder=" "
        onChange={onChange}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
