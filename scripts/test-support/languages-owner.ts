// A small owner whose site is in three languages: English (the main one), German with her own
// translation of some fields, French with the interface only. Written as an owner folder, the way
// an owner writes one (content.ts and content.de.ts), for the tests that build it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Content } from '../../src/content/schema.ts';
import { handWritten } from './owner-folder.ts';

export const languagesOwner = {
  language: 'en',
  languages: ['de', 'fr'],
  siteUrl: 'https://ines.example.org/work/site/',
  owner: {
    name: 'Inès Vogelsang',
    jobTitle: 'Platform Engineer',
    tagline: 'I build quiet, dependable platforms that teams forget are there.',
    description:
      'Inès Vogelsang, platform engineer: skills, career, projects and how to reach her.',
  },
  skills: ['Go', 'Kubernetes', 'PostgreSQL'],
  jobs: [
    {
      title: 'Platform Engineer',
      company: 'Kestrel Freight',
      period: 'Mar 2022 – Present',
      description: ['Run the deployment platform of forty services.', 'Halved the cloud bill.'],
    },
    {
      title: 'Backend Developer',
      company: 'Amsel Logistics',
      period: 'Sep 2018 – Feb 2022',
      description: ['Wrote the routing service in Go.'],
    },
  ],
  projects: [
    {
      title: 'Tidewater',
      description: 'A scheduler for batch jobs that respects maintenance windows.',
      technologies: ['Go', 'PostgreSQL'],
      githubUrl: 'https://github.com/ines-example/tidewater',
    },
  ],
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/ines-example', icon: 'github' },
    { text: 'Email', url: 'mailto:ines@example.org', icon: 'email' },
  ],
} satisfies Content;

/** Her German: the tagline, the first job's title and bullets, the second job's bullet. */
export const germanTranslation = {
  owner: {
    tagline: 'Ich baue ruhige, verlässliche Plattformen, die Teams vergessen, weil sie laufen.',
    jobTitle: 'Plattform-Ingenieurin',
  },
  jobs: [
    {
      title: 'Plattform-Ingenieurin',
      description: [
        'Betreibe die Deployment-Plattform von vierzig Diensten.',
        'Habe die Cloud-Rechnung halbiert.',
      ],
    },
  ],
};

/** Writes her folder into `dir` (emptied first): content.ts, content.de.ts and public/. */
export function writeLanguagesOwner(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  const schema = relative(dir, 'src/content/schema').split('\\').join('/');
  writeFileSync(join(dir, 'content.ts'), handWritten(languagesOwner, schema));
  writeFileSync(
    join(dir, 'content.de.ts'),
    // Typed as the docs show it (the import is of a type: gone when the build reads the file).
    `// Meine Worte auf Deutsch\nimport type { Translation } from 'portfolio/kit';\n\nexport const translation: Translation = ${JSON.stringify(germanTranslation, null, 2)};\n`,
  );
}
