/** The sub-folder the site is served from: BASE_PATH, else /portfolio/, always /…/ shaped. */
export function resolveBasePath(value: string | undefined): string {
  const raw = value?.trim() || '/portfolio/';
  const inner = raw.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}
