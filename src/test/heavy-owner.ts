import { externalLinkIcons, type Content, type ExternalLinkIcon } from '../content/schema';
import { longCareerOwner } from './long-career-owner';

/**
 * The heaviest first paint the template promises within a connection's first round trip: the
 * long career of ./long-career-owner.ts (its 30 skills on Home) with a photo, the theme switch,
 * education, certifications and a link for every icon there is, at addresses as long as real
 * profiles'. `index.html` carries the shell and Home, so this is what every screen's first paint
 * waits for; e2e/first-round-trip.spec.ts builds it and holds it to that.
 */
const handle = 'jordan-ellery-okafor';

const addresses: Record<ExternalLinkIcon, [text: string, url: string]> = {
  github: ['GitHub', `https://github.com/${handle}`],
  gitlab: ['GitLab', `https://gitlab.com/${handle}`],
  codeberg: ['Codeberg', `https://codeberg.org/${handle}`],
  linkedin: ['LinkedIn', `https://www.linkedin.com/in/${handle}`],
  leetcode: ['LeetCode', `https://leetcode.com/u/${handle}/`],
  x: ['X', 'https://x.com/jordanokafor'],
  bluesky: ['Bluesky', 'https://bsky.app/profile/jordanokafor.bsky.social'],
  mastodon: ['Mastodon', 'https://hachyderm.io/@jordanokafor'],
  stackoverflow: ['Stack Overflow', `https://stackoverflow.com/users/1234567/${handle}`],
  medium: ['Medium', 'https://medium.com/@jordanokafor'],
  devto: ['DEV', 'https://dev.to/jordanokafor'],
  youtube: ['YouTube', 'https://www.youtube.com/@jordanokafor'],
  email: ['E-mail', 'mailto:jordan@jordanokafor.example.dev'],
  website: ['Blog', 'https://jordanokafor.example.dev/'],
};

/** Where the photo is in the owner's public/ (the test draws one there). */
export const heavyOwnerPhoto = 'images/portrait.jpg';

export const heavyOwner: Content = {
  ...longCareerOwner,
  owner: { ...longCareerOwner.owner, photo: heavyOwnerPhoto },
  // A GitHub Pages address as long as a real one: it is written into the head several times.
  siteUrl: 'https://jordan-ellery-okafor.github.io/portfolio/',
  theme: { default: 'system' },
  education: [
    {
      school: 'University of Lagos',
      degree: 'BSc in Computer Science',
      period: '2001 – 2005',
      details: ['First-class honours; thesis on consensus in unreliable networks.'],
    },
    {
      school: 'Delft University of Technology',
      degree: 'MSc in Computer Science',
      period: '2005 – 2007',
    },
  ],
  certifications: [
    {
      name: 'AWS Certified Solutions Architect – Professional',
      issuer: 'Amazon Web Services',
      date: 'Mar 2024',
      url: 'https://www.credly.com/badges/00000000-0000-0000-0000-000000000000',
    },
    {
      name: 'Certified Kubernetes Administrator',
      issuer: 'The Linux Foundation',
      date: 'Jun 2023',
    },
  ],
  externalLinks: externalLinkIcons.map((icon) => {
    const [text, url] = addresses[icon];
    return { text, url, icon };
  }),
};

/** The name `npm run bench -- --content` and the build read an owner's content by. */
export const content = heavyOwner;
