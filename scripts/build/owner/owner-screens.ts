// The screens as the build knows them: the route table's (src/app/route-table.ts) and the owner's
// own (owner/screens/<part>.tsx), read from their source, not run, so that a screen's metadata
// reaches the navigation and the prerender without its code joining the app's.
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { OwnerScreenRoute, ScreenWords } from '../../../src/app/route-table.ts';
import { placeScreens } from '../../../src/app/screen-order.ts';
import { ownerFolder } from './owner-content.ts';
import { constantOf, exportsName, literalValue, statementsOf, unwrap } from './static-value.ts';

export const ownerScreensModule = 'virtual:owner-screens';
const resolvedId = `\0${ownerScreensModule}`;

/** A screen the build found: its route (the owner's `screen` export) and its code's file. */
export type FoundScreen = Omit<OwnerScreenRoute, 'load'> & { module: string };
type TemplateScreen = { path: string; part: string; module?: string };

const routeTableFile = 'src/app/route-table.ts';
const routeIconsFile = 'src/app/route-icons.ts';
/** Names the build gives files of its own: a screen's part may not take them. */
const reservedParts = ['index', 'entry-server', 'hydrate-island', 'contact-form'];
const pathPattern = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const partPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The route table's screens: path, part and the file its `load` imports. */
export function templateScreens(root = process.cwd()): TemplateScreen[] {
  const file = resolve(root, routeTableFile);
  const table = constantOf(statementsOf(file), 'screenRoutes');
  if (!table || unwrap(table).type !== 'ArrayExpression')
    throw new Error(`${routeTableFile}: screenRoutes must be an array of screens`);
  return (unwrap(table).elements as { properties: Record<string, unknown>[] }[]).map((entry) => {
    const field = (name: string) =>
      entry.properties.find((property) => (property.key as { name?: string }).name === name)
        ?.value as { type: string; [key: string]: unknown } | undefined;
    const path = field('path');
    const part = field('part');
    const load = field('load');
    const screen = {
      path: path ? String(literalValue(path)) : '',
      part: part ? String(literalValue(part)) : '',
    };
    if (!load) return screen;
    const body = load.body as { type: string; source?: { value?: unknown } };
    if (load.type !== 'ArrowFunctionExpression' || body.type !== 'ImportExpression')
      throw new Error(
        `${routeTableFile}: the load of ${screen.path} must be written () => import('…')`,
      );
    return { ...screen, module: resolve(dirname(file), String(body.source?.value)) };
  });
}

/** The icon names src/app/route-icons.ts draws. */
function routeIconNames(root: string): string[] {
  const icons = constantOf(statementsOf(resolve(root, routeIconsFile)), 'routeIcons');
  return ((icons && (unwrap(icons).elements as { value?: unknown }[])) ?? []).map((element) =>
    String(element.value ?? ''),
  );
}

function wordsOf(label: unknown): ScreenWords | undefined {
  if (typeof label === 'string') return label.trim() ? { en: label } : undefined;
  if (typeof label !== 'object' || label === null || Array.isArray(label)) return undefined;
  const words = Object.entries(label);
  const valid =
    words.length > 0 &&
    words.every(
      ([tag, word]) =>
        /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(tag) && typeof word === 'string' && word.trim(),
    );
  return valid ? (label as ScreenWords) : undefined;
}

/** One screen file's route, or the problems with it. */
function readScreen(file: string, where: string, icons: string[]): FoundScreen | string[] {
  const part = basename(file, '.tsx');
  const statements = statementsOf(file);
  const problems: string[] = [];
  if (!partPattern.test(part) || reservedParts.includes(part))
    problems.push(
      `its file name is its part's: lower-case letters, digits and dashes, none of ${reservedParts.join(', ')}`,
    );
  if (!exportsName(statements, 'default'))
    problems.push('must export its screen component as the default export');
  const declared = exportsName(statements, 'screen') ? constantOf(statements, 'screen') : undefined;
  if (!declared) {
    problems.push(
      "must export its route: export const screen = { path: '/talks', label: 'Talks' }",
    );
    return problems.map((problem) => `${where}: ${problem}`);
  }
  let value: unknown;
  try {
    value = literalValue(declared);
  } catch (error) {
    return [
      `${where}: screen must be written as literals, read when the site builds (${(error as Error).message})`,
    ];
  }
  const {
    path,
    label,
    icon = 'article',
    after,
    ...others
  } = (value ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(others))
    problems.push(`screen.${key}: is not a setting (path, label, icon, after)`);
  if (typeof path !== 'string' || !pathPattern.test(path))
    problems.push("screen.path: must be a path in lower case such as '/talks'");
  const name = wordsOf(label);
  if (!name)
    problems.push(
      "screen.label: must be its name in the menu, 'Talks' or { en: 'Talks', de: 'Vorträge' }",
    );
  if (typeof icon !== 'string' || !icons.includes(icon))
    problems.push(`screen.icon: must be one of ${icons.join(', ')} (src/app/route-icons.ts)`);
  if (after !== undefined && typeof after !== 'string')
    problems.push("screen.after: must be the path of the screen it follows, such as '/projects'");
  if (problems.length > 0) return problems.map((problem) => `${where}: ${problem}`);
  return {
    path: path as string,
    name: name as ScreenWords,
    icon: icon as FoundScreen['icon'],
    part,
    module: file,
    ...(typeof after === 'string' && { after }),
  };
}

/**
 * The owner's screens, owner/screens/<part>.tsx (tests beside them aside), by file name; a
 * problem with any of them throws, naming the file and the setting.
 */
export function readOwnerScreens(folder = ownerFolder(), root = process.cwd()): FoundScreen[] {
  const dir = resolve(root, folder, 'screens');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name))
    .sort();
  const icons = routeIconNames(root);
  const template = templateScreens(root);
  const found: FoundScreen[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = join(dir, name);
    const where = relative(root, file);
    const screen = readScreen(file, where, icons);
    if (Array.isArray(screen)) {
      problems.push(...screen);
      continue;
    }
    const taken = [...template, ...found].find(
      (other) => other.path.toLowerCase() === screen.path.toLowerCase(),
    );
    if (taken) problems.push(`${where}: screen.path: ${screen.path} is the ${taken.part} screen's`);
    else if (template.some((other) => other.part === screen.part))
      problems.push(`${where}: its part's name, ${screen.part}, is a template screen's`);
    else found.push(screen);
  }
  if (problems.length === 0) {
    try {
      placeScreens<{ path: string; after?: string }>(template, found);
    } catch (error) {
      problems.push(`${relative(root, dir)}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0)
    throw new Error(`The owner's screens are not valid:\n  ${problems.join('\n  ')}`);
  return found;
}

/** Every lazily loaded screen's code, by part: the template's and the owner's. */
export function screenModules(
  folder = ownerFolder(),
  root = process.cwd(),
): Record<string, string> {
  return Object.fromEntries(
    [...templateScreens(root), ...readOwnerScreens(folder, root)].flatMap((screen) =>
      screen.module ? [[screen.part, screen.module]] : [],
    ),
  );
}

/** `virtual:owner-screens`: the owner's screens' routes, each with a lazy import of its code. */
export function ownerScreensSource(screens: readonly FoundScreen[]): string {
  const rows = screens.map(({ module, ...route }) => {
    const data = JSON.stringify(route).slice(0, -1);
    return `  ${data}, load: () => import(${JSON.stringify(module)}) },`;
  });
  return `export default [\n${rows.join('\n')}\n];\n`;
}

/**
 * Serves `virtual:owner-screens` (src/app/site-screens.ts places them in the navigation). The
 * development server starts anew when a screen is added or removed, or its `screen` export
 * changes; an edit to a screen's component is an ordinary hot update.
 */
export function ownerScreens(folder = ownerFolder()): Plugin {
  let root = process.cwd();
  let read = '';
  return {
    name: 'portfolio-owner-screens',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === ownerScreensModule ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const screens = readOwnerScreens(folder, root);
      read = JSON.stringify(screens);
      return ownerScreensSource(screens);
    },
    configureServer(server) {
      const dir = resolve(root, folder, 'screens');
      server.watcher.add(dir);
      const check = (file: string) => {
        if (!file.startsWith(dir) || !read) return;
        let now: string;
        try {
          now = JSON.stringify(readOwnerScreens(folder, root));
        } catch {
          now = 'invalid';
        }
        if (now !== read) void server.restart();
      };
      server.watcher.on('add', check).on('unlink', check).on('change', check);
    },
  };
}
