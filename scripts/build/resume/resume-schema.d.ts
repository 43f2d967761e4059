declare module 'resume-schema' {
  type SchemaError = { path: string; message: string; code: string };
  /** Checks a JSON Resume against the schema: `errors` is null when it is valid. */
  export function validate(
    resume: unknown,
    callback: (errors: SchemaError[] | null, result?: { valid: boolean }) => void,
  ): void;
}
