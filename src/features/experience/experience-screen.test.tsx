import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../content';
import { resumeAddress } from '../../shared/resume-files';
import { bothOwners } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { ExperienceScreen } from './experience-screen';
import { unbroken } from './job-timeline';

describe.each(bothOwners)('Experience screen with %s', (_, owned) => {
  const t = textOf(owned);
  it('shows every job in order with its company, period and bullets', async () => {
    renderPart(<ExperienceScreen />, { content: owned });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.experienceHeading }),
    ).toBeInTheDocument();
    if (owned.jobs.length === 0) {
      expect(screen.queryByRole('list', { name: t.workHistory })).toBeNull();
      return;
    }
    const timeline = screen.getByRole('list', { name: t.workHistory });
    const jobs = within(timeline).getAllByRole('article');
    expect(jobs).toHaveLength(owned.jobs.length);
    owned.jobs.forEach((job, index) => {
      const card = jobs[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(job.title);
      expect(card).toHaveTextContent(job.company);
      expect(card).toHaveTextContent(job.period);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((bullet) => bullet.textContent),
      ).toEqual(job.description);
    });
  });

  it('opens the résumé in a new tab', async () => {
    renderPart(<ExperienceScreen />, { content: owned });
    const resume = await screen.findByRole('link', { name: new RegExp(t.resumeButton) });
    // The owner's own, or the one the build makes from the content.
    expect(resume).toHaveAttribute(
      'href',
      resumeAddress(owned.resumeUrl, import.meta.env.BASE_URL),
    );
    expect(resume).toHaveAttribute('target', '_blank');
    expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe.each(bothOwners)('Education and Certifications with %s', (_, owned) => {
  const t = textOf(owned);
  it('follow the jobs under their own headings, only when the owner has them', async () => {
    renderPart(<ExperienceScreen />, { content: owned });
    await screen.findByRole('heading', { level: 1, name: t.experienceHeading });
    const education = screen.queryByRole('region', { name: t.education });
    const certifications = screen.queryByRole('region', { name: t.certifications });
    expect(!!education).toBe(!!owned.education?.length);
    expect(!!certifications).toBe(!!owned.certifications?.length);
    const jobs = screen.queryByRole('list', { name: t.workHistory });
    for (const section of [education, certifications].filter((found) => found !== null)) {
      if (jobs)
        expect(
          jobs.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
    }
    if (education && certifications) {
      expect(
        education.compareDocumentPosition(certifications) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('show each school with its degree, period and details', async () => {
    renderPart(<ExperienceScreen />, { content: owned });
    await screen.findByRole('heading', { level: 1, name: t.experienceHeading });
    if (!owned.education) return;
    const section = screen.getByRole('region', { name: t.education });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(t.education);
    const entries = within(section).getAllByRole('article');
    expect(entries).toHaveLength(owned.education.length);
    owned.education.forEach((entry, index) => {
      const card = entries[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(entry.degree);
      expect(card).toHaveTextContent(entry.school);
      expect(card).toHaveTextContent(entry.period);
      const details = within(card).queryAllByRole('listitem');
      expect(details.map((detail) => detail.textContent)).toEqual(entry.details ?? []);
    });
  });

  it('show each certification with its issuer and date, linked when it has a url', async () => {
    renderPart(<ExperienceScreen />, { content: owned });
    await screen.findByRole('heading', { level: 1, name: t.experienceHeading });
    if (!owned.certifications) return;
    const section = screen.getByRole('region', { name: t.certifications });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(owned.certifications.length);
    owned.certifications.forEach((certification, index) => {
      const item = items[index]!;
      expect(item).toHaveTextContent(certification.name);
      expect(item).toHaveTextContent(`${certification.issuer} · ${certification.date}`);
      const link = within(item).queryByRole('link');
      if (certification.url) {
        expect(link).toHaveAccessibleName(`${certification.name} ${t.opensInNewTab}`);
        expect(link).toHaveAttribute('href', certification.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(link).toBeNull();
      }
    });
  });
});

describe('an owner with no jobs yet', () => {
  const [, owned] = bothOwners[0]!;
  const student = {
    ...owned,
    jobs: [],
    education: owned.education ?? [
      { school: 'A school of theirs', degree: 'A degree of theirs', period: '2022 – 2026' },
    ],
  };
  const t = textOf(student);
  it('shows their education under the heading, and no empty timeline', async () => {
    renderPart(<ExperienceScreen />, { content: student });
    await screen.findByRole('heading', { level: 1, name: t.experienceHeading });
    expect(screen.queryByRole('list', { name: t.workHistory })).toBeNull();
    const education = screen.getByRole('region', { name: t.education });
    expect(within(education).getAllByRole('article')).toHaveLength(student.education.length);
  });
});

describe('a period in the timeline', () => {
  it('breaks only after its dash: each date held together, the dash with the start', () => {
    const nb = '\u00a0';
    expect(unbroken('березень 2023 р. – груд. 2022 р.')).toBe(
      `березень${nb}2023${nb}р.${nb}– груд.${nb}2022${nb}р.`,
    );
    expect(unbroken('Jan 2025 – Present')).toBe(`Jan${nb}2025${nb}– Present`);
    expect(unbroken('Summer 2017')).toBe(`Summer${nb}2017`);
  });
});
