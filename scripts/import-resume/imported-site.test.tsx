import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../src/content/text.ts';
import { ExperienceScreen } from '../../src/features/experience/experience-screen.tsx';
import { HomeScreen } from '../../src/features/home/home-screen.tsx';
import { renderPart } from '../../src/test/render-app.tsx';
import { fromJsonResume } from '../build/resume/from-json-resume.ts';

const require = createRequire(import.meta.url);
const theirResume = JSON.parse(
  readFileSync(require.resolve('resume-schema/sample.resume.json'), 'utf8'),
);

describe('a site imported from someone else’s JSON Resume', () => {
  const { content } = fromJsonResume(theirResume);
  const text = textOf(content);
  // Each screen alone: what is imported is the point, not the shell around it.

  it('shows their name and every skill on Home', () => {
    renderPart(<HomeScreen />, { content });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(theirResume.basics.name);
    const skills = within(screen.getByRole('region', { name: text.keySkills })).getAllByRole(
      'listitem',
    );
    expect(skills.map((skill) => skill.textContent)).toEqual(content.skills);
    expect(content.skills.length).toBeGreaterThan(0);
  });

  it('shows every position and company on Experience', async () => {
    renderPart(<ExperienceScreen />, { content });
    const jobs = within(await screen.findByRole('list', { name: text.workHistory })).getAllByRole(
      'article',
    );
    const work: { position: string; name: string }[] = theirResume.work;
    expect(jobs).toHaveLength(work.length);
    work.forEach(({ position, name }, index) => {
      expect(jobs[index]).toHaveTextContent(position);
      expect(jobs[index]).toHaveTextContent(name);
    });
  });
});
