/** A screen's place in the navigation: its path, and for an owner's screen the path it follows. */
type Placed = { path: string; after?: string };

/** Where an owner's screen goes when it names no other: before Contact. */
export const ownerScreensBefore = '/contact';

/**
 * The template's screens with the owner's placed among them: each after the screen its `after`
 * names (one of the owner's too), else before Contact (else last), in the order given. A path no
 * screen has fails, naming it. Kept apart from the route table so that the build checks the
 * owner's screens with it without loading the table's screens.
 */
export function placeScreens<T extends Placed>(template: readonly T[], owner: readonly T[]): T[] {
  const table = [...template];
  let waiting = [...owner];
  while (waiting.length > 0) {
    const placed = waiting.filter((screen) => {
      if (screen.after) {
        const anchor = table.findIndex((route) => route.path === screen.after);
        if (anchor >= 0) table.splice(anchor + 1, 0, screen);
        return anchor >= 0;
      }
      const before = table.findIndex((route) => route.path === ownerScreensBefore);
      table.splice(before < 0 ? table.length : before, 0, screen);
      return true;
    });
    if (placed.length === 0)
      throw new Error(
        waiting
          .map((screen) => `${screen.path} comes after ${screen.after}, which is no screen's path`)
          .join('; '),
      );
    waiting = waiting.filter((screen) => !placed.includes(screen));
  }
  return table;
}
