import type { Content } from '../content/schema.ts';

/** Whether this content is the shipped sample, the product specification's owner: checks of
 * what the template promises for the sample step aside once an owner puts their own there. */
export const isSpecSample = (content: Content) => content.owner.name === 'Alex Morgan';
