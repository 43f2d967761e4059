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

/** The required mark after a label: a thin space and a star, not read out (the field says it is
 * required itself). */
const requiredMark = '\u2009*';

/**
 * A required, full-width outlined text field (./contact-form.css): its label over the box until
 * the box holds text or has focus, then in the notch of its outline; the helper text under it,
 * tied to the field. Its look is CSS's alone, so a text the browser or the start-up script puts
 * in before the form is live is drawn as a typed one.
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
  const shared = {
    id,
    name,
    className: 'field-input',
    value,
    onChange,
    required: true,
    // A blank placeholder: whether it shows tells the CSS the field is empty.
    placeholder: ' ',
    'aria-describedby': helperTextId,
    ...htmlInput,
  };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id} id={`${id}-label`}>
        {label}
        <span aria-hidden="true">{requiredMark}</span>
      </label>
      <div className={rows === undefined ? 'field-box' : 'field-box field-box-multiline'}>
        {rows === undefined ? (
          <input type={type} autoComplete={autoComplete} {...shared} />
        ) : (
          <textarea rows={rows} {...shared} />
        )}
        <fieldset aria-hidden="true" className="field-outline">
          <legend>
            <span>
              {label}
              {requiredMark}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="field-helper" id={helperTextId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
