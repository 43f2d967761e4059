/** The icons a screen can have in the navigation, by the name the route table gives
 * (src/app/route-table.ts): symbols of icons.svg, so that their drawings are not in every page
 * (docs/decisions/0017-icons-from-one-file.md). Another is a symbol there and a name here. */
export const routeIcons = ['home', 'work', 'code', 'contact-mail', 'article'] as const;

export type RouteIcon = (typeof routeIcons)[number];
