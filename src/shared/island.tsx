import { createContext, useContext, type ComponentType } from 'react';
import { islandAttribute, islandPropsAttribute } from '../start-up/contract';

// A part of a screen that comes alive in the visitor's browser: everything else of a page is
// HTML and CSS made when the site builds, and stays so (docs/decisions/0039). The build renders
// an island's component on its own (src/entry-server.tsx) into its slot, with its props written
// beside it as JSON (the slot's attributes: src/start-up/contract.ts); the browser, when the visitor first acts on a screen that has one, takes
// that HTML over with the same component and props (src/main.tsx, by the name's entry in
// src/app/islands.ts).

/** The islands there are, by name. */
export type IslandName = 'contact-form';

type Collected = { name: IslandName; Component: ComponentType<never>; props: object };

/** Where the build collects the islands a page asks for, to render each on its own. */
export type IslandCollector = Collected[];
export const IslandContext = createContext<IslandCollector | null>(null);

/** An island's slot: the build puts the component's own rendering in place of the marker. */
export function islandMarker(index: number) {
  return `<template data-island-slot="${index}"></template>`;
}

/**
 * A part of the screen that comes alive in the browser: `Component` with `props` (plain data:
 * they travel as JSON), named `name` in src/app/islands.ts. The build renders it on its own in
 * the slot; elsewhere (a component's test) it renders in place.
 */
export function Island<Props extends object>({
  name,
  Component,
  props,
}: {
  name: IslandName;
  Component: ComponentType<Props>;
  props: Props;
}) {
  const collected = useContext(IslandContext);
  const slot = { [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) };
  if (!collected)
    return (
      <div {...slot}>
        <Component {...props} />
      </div>
    );
  const index = collected.push({ name, Component: Component as ComponentType<never>, props }) - 1;
  return <div {...slot} dangerouslySetInnerHTML={{ __html: islandMarker(index) }} />;
}
