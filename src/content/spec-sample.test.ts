// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { content } from '../../owner/content';
import { screensFor } from '../app/site-screens';
import { en } from '../i18n/en';
import { isSpecSample } from '../test/spec-sample';

// The shipped sample is the product specification's owner. While owner/content.ts holds
// that sample, it must say exactly what the specification lists; once an owner puts their own
// content there, these checks no longer apply and are reported as skipped.
const isSample = isSpecSample(content);

describe.runIf(isSample)('the shipped sample content matches the specification', () => {
  it('has the 17 key skills, in order', () => {
    expect(content.skills).toEqual([
      'Java',
      'Python',
      'React',
      'Docker',
      'Kubernetes',
      'AWS',
      'OCI',
      'Jenkins',
      'Github Actions',
      'Apache Kafka',
      'RabbitMQ',
      'Terraform',
      'PostgreSQL',
      'MySQL',
      'MongoDB',
      'Grafana',
      'Linux',
    ]);
  });

  it('has the five jobs, newest first, with their periods', () => {
    expect(content.jobs.map(({ title, period }) => [title, period])).toEqual([
      ['Software Engineer', 'Jan 2025 – Present'],
      ['Software Engineer', 'Feb 2021 – Jan 2025'],
      ['Digital Technology Co-Op', 'Sep 2020 – Jan 2021'],
      ['Digital Technology Intern', 'Jan 2020 – Aug 2020'],
      ['Software Development Intern', 'Jun 2019'],
    ]);
  });

  it('has the one project with its five technologies and no live demo', () => {
    expect(content.projects).toHaveLength(1);
    expect(content.projects[0]).toMatchObject({
      title: 'Portfolio Website',
      technologies: ['React', 'TypeScript', 'Material-UI', 'EmailJS', 'Prompt Engineering'],
    });
    expect(content.projects[0]?.liveUrl).toBeUndefined();
  });

  it('has the three external links and a tagline about a passionate software engineer', () => {
    expect(content.externalLinks.map(({ text, icon }) => [text, icon])).toEqual([
      ['GitHub', 'github'],
      ['LinkedIn', 'linkedin'],
      ['LeetCode', 'leetcode'],
    ]);
    expect(content.owner.tagline).toMatch(/passionate software engineer/i);
  });

  it('speaks English in the specification’s dark theme, with its four screens and nothing optional', () => {
    expect(content.language ?? 'en').toBe('en');
    expect(content.text).toBeUndefined();
    expect(content.theme).toBeUndefined();
    expect(screensFor(content).map((screen) => screen.path)).toEqual([
      '/',
      '/experience',
      '/projects',
      '/contact',
    ]);
  });
});

// The template's English words, whoever the owner: the specification's texts.
describe('the English interface texts', () => {
  it('are the specification’s', () => {
    expect(en).toMatchObject({
      homeNav: 'Home',
      experienceNav: 'Experience',
      projectsNav: 'Projects',
      contactNav: 'Contact Me',
      drawerHeading: 'Portfolio',
      externalLinks: 'External Links',
      keySkills: 'Key Skills',
      journeyButton: 'My Professional Journey',
      workButton: 'Explore My Work',
      experienceHeading: 'My Professional Journey & Growth',
      resumeButton: 'Get my Resume',
      contactHeading: "Have a Project in Mind? Let's Connect!",
      nameField: 'Name',
      emailField: 'Email',
      titleField: 'Title',
      messageField: 'Message',
      sendMessage: 'Send Message',
      sent: 'Message sent successfully!',
      sendFailed: 'An error occurred, please try again.',
    });
  });
});
