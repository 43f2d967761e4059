export const honeypotName = 'website';

/** A field people never see or reach by keyboard; bots that fill every input give themselves away. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="contact-form-honeypot">
      <label htmlFor="contact-website">{label}</label>
      <input
        id="contact-website"
        name={honeypotName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
