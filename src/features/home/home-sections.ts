import type { ComponentType } from 'react';
import type { Content } from '../../content/schema';
import { GreetingSection } from './greeting-section';
import { JourneySection } from './journey-section';
import { hasShowcase, ShowcaseSection } from './showcase-section';
import { SkillsSection } from './skills-section';

export type HomeSection = {
  /** Names the section for React and for readers of this table. */
  id: string;
  Section: ComponentType;
  /** Shown only for content that has what the section needs; by default, always. */
  shownFor?: (content: Content) => boolean;
};

/**
 * Home's sections, top to bottom: the one list Home renders (docs/make-it-yours.md, "Add a section to Home").
 * Who, what and the first action come first, on a phone's first screen; from 1200 px the
 * showcase stands beside them (./home-screen.tsx), and every other section spans the page.
 * Home is in index.html, which every route loads: a section adds to every route's first round
 * trip (e2e/first-paint.spec.ts holds the budget).
 */
export const homeSections: readonly HomeSection[] = [
  { id: 'greeting', Section: GreetingSection },
  { id: 'journey', Section: JourneySection },
  { id: 'showcase', Section: ShowcaseSection, shownFor: hasShowcase },
  { id: 'skills', Section: SkillsSection },
];
