// A seeded generator of owners nobody wrote the tests for: the browser suite builds and runs
// against one on every run (scripts/test-support/run-e2e.mjs), so no test can lean on the shape
// of the shipped sample or of a fixture. The same seed makes the same owner (OWNER_SEED=n).
import {
  projectSchema,
  type Content,
  type ExternalLink,
  type Project,
} from '../../src/content/schema.ts';
import { colorModes } from '../../src/content/color-modes.ts';
import { languagePacks, type TextKey } from '../../src/i18n/index.ts';
import { addLanguages, words } from './generated-languages.ts';
import { ownerPack, ownerScreen } from './generated-own-files.ts';
import { addPages } from './generated-pages.ts';
import { addResumeChoices } from './generated-resume.ts';
import {
  randomFrom,
  firstNames,
  lastNames,
  longName,
  companies,
  longCompany,
  roles,
  skillPool,
  morePool,
  longSkill,
  months,
  codeHosts,
  icons,
  fonts,
  ownHeadings,
  scriptOwners,
  scriptPlanFor,
  latinLanguages,
  passingBrand,
  places,
} from './owner-pools.ts';

/** What a generated owner has beside its content: the images to draw into its public/. */
export type GeneratedOwner = {
  seed: number;
  content: Content;
  /** Image files by their path in public/, with the size to draw them at. */
  images: { path: string; width: number; height: number; phone?: boolean }[];
  /** Other files of the owner folder by their path there: a language pack (i18n/<tag>.ts), a
   * screen of the owner's own (screens/<part>.tsx), a translation (content.<tag>.ts). */
  files: Record<string, string>;
  /** One line per choice the generator made, printed with the seed. */
  summary: string[];
};

/** Whether the content schema lets a project go without a repository. */
const repositoryOptional = projectSchema.shape.githubUrl.safeParse(undefined).success;

/** The owner for a seed. */
export function generateOwner(seed: number): GeneratedOwner {
  const random = randomFrom(seed);
  const images: GeneratedOwner['images'] = [];
  const summary: string[] = [];
  const long = random.chance(0.35);
  const name = long ? longName : `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  const handle = `owner${seed % 1000}`;
  const files: Record<string, string> = {};
  // About a third of the owners write right to left or CJK, first or beside their first language.
  const scriptPlan = scriptPlanFor(seed);
  const scriptFirst = scriptPlan.first ? scriptPlan.language : undefined;
  const withOwnerPack = random.chance(0.25) && !scriptFirst;
  const latin = withOwnerPack
    ? ownerPack.tag
    : random.pick(latinLanguages(Object.keys(languagePacks)));
  const language = scriptFirst ?? latin;
  if (withOwnerPack) {
    files[`i18n/${ownerPack.tag}.ts`] =
      `export default ${JSON.stringify(ownerPack.texts, null, 2)};\n`;
  }
  const scriptOwner = scriptFirst ? scriptOwners[scriptFirst] : undefined;
  const scriptBeside = scriptFirst ? undefined : scriptPlan.language;
  let ownerName = name;
  const screenOfTheirs = random.chance(0.5) ? ownerScreen(random) : undefined;
  if (screenOfTheirs) files[screenOfTheirs.file] = screenOfTheirs.source;
  const jobTitle = random.pick(roles);

  const withPhoto = random.chance(0.6);
  if (withPhoto) images.push({ path: 'images/portrait.jpg', width: 0, height: 0, phone: true });

  const jobs = Array.from({ length: random.int(1, 7) }, (_, index) => ({
    title: index === 0 ? `Senior ${jobTitle}` : random.pick(roles),
    company: long && index === 0 ? longCompany : random.pick(companies),
    period: `${random.pick(months)} ${2024 - index * 2} – ${index === 0 ? 'Present' : `${random.pick(months)} ${2026 - index * 2}`}`,
    description: Array.from(
      { length: random.int(1, 3) },
      (_, bullet) => `Delivered outcome ${bullet + 1} of role ${index + 1}.`,
    ),
  }));

  // Now and then years of side projects, up to sixteen (from the seed), for a résumé to fit.
  const projectCount = random.int(1, 5);
  const projects: Project[] = Array.from(
    { length: seed % 5 === 4 ? 8 + (seed % 9) : projectCount },
    (_, index) => {
      const title = `${random.pick(['Lantern', 'Harbor', 'Sprout', 'Relay', 'Atlas'])} ${index + 1}`;
      const slug = title.toLowerCase().replace(/\s+/g, '-');
      const project: Project = {
        title,
        description: `A tool that solves problem number ${index + 1} for people like me.`,
        technologies: random.some([...skillPool, ...morePool], 1, 4),
        githubUrl: `https://${random.pick(codeHosts)}/${handle}/${slug}`,
      };
      if (repositoryOptional && random.chance(0.3)) delete (project as Partial<Project>).githubUrl;
      // A live demo at a bare domain or under a path with its trailing slash.
      if (random.chance(0.5))
        project.liveUrl = random.chance(0.5)
          ? `https://${slug}.example.org`
          : `https://demo.example.org/${slug}/`;
      if (random.chance(0.5)) {
        project.image = `images/${slug}.png`;
        images.push({ path: project.image, width: 1440, height: 900 });
      }
      return project;
    },
  );

  // Now and then a skill far longer than a phone's line, which its chip must wrap.
  const skills = [
    ...random.some([...skillPool, ...morePool], 1, 16),
    ...(random.chance(0.3) ? [longSkill] : []),
  ];
  const links: ExternalLink[] = random.some(icons, 0, icons.length).map((icon) => ({
    text: icon === 'website' ? 'Blog' : icon.charAt(0).toUpperCase() + icon.slice(1),
    url:
      icon === 'website'
        ? `https://${handle}.example.org`
        : `https://${icon === 'x' ? 'x.com' : `${icon}.example.com`}/${handle}`,
    icon,
  }));
  if (random.chance(0.7)) {
    links.push({ text: 'E-mail', url: `mailto:${handle}@example.org`, icon: 'email' });
  }

  // The owner's own words for some headings, so a heading is not its screen's name.
  const text: Partial<Record<TextKey, string>> = {};
  for (const [key, choices] of Object.entries(ownHeadings) as [TextKey, string[]][]) {
    if (random.chance(0.6)) text[key] = random.pick(choices);
  }
  if (random.chance(0.4)) text.sendMessage = random.pick(['Send it', 'Write to me']);

  if (scriptOwner) {
    // Drawn from the seed, not the random stream, so that the rest of the owner stays as it is.
    ownerName = scriptOwner.names[seed % scriptOwner.names.length] ?? name;
    const [first] = jobs;
    if (first) {
      first.title = scriptOwner.jobTitle;
      first.period = scriptOwner.period;
      first.description = [scriptOwner.bullet, ...first.description.slice(1)];
    }
  }

  const content: Content = {
    ...(language !== 'en' || random.chance(0.5) ? { language } : {}),
    ...(Object.keys(text).length > 0 && { text }),
    owner: {
      name: ownerName,
      jobTitle: scriptOwner?.jobTitle ?? jobTitle,
      tagline: `I build ${random.pick(['calm', 'fast', 'kind'])} software for ${random.pick(['teams', 'clinics', 'schools'])}.`,
      // An owner who writes another script first says who they are in it.
      ...(scriptFirst && words[scriptFirst] && { tagline: words[scriptFirst].tagline }),
      description: `${ownerName}, ${jobTitle.toLowerCase()}: skills, career and projects.`,
      ...(withPhoto && { photo: 'images/portrait.jpg' }),
    },
    skills,
    jobs,
    projects,
    externalLinks: links,
  };
  if (random.chance(0.5)) {
    content.siteUrl = random.chance(0.5)
      ? `https://${handle}.example.net`
      : `https://${handle}.example.net/portfolio/`;
  }
  if (random.chance(0.3)) content.resumeUrl = `https://${handle}.example.net/cv.pdf`;
  if (random.chance(0.5)) {
    content.education = Array.from({ length: random.int(1, 2) }, (_, index) => ({
      // Now and then a second degree from the same school (the JSON-LD names a school once).
      school: `University of Somewhere ${index === 1 && seed % 3 === 0 ? 1 : index + 1}`,
      degree: `BSc in Subject ${index + 1}`,
      period: `${2010 + index * 4} – ${2014 + index * 4}`,
      ...(random.chance(0.5) && { details: ['Graduated with honours.'] }),
    }));
  }
  if (random.chance(0.5)) {
    content.certifications = Array.from({ length: random.int(1, 3) }, (_, index) => ({
      name: `Certified Practitioner ${index + 1}`,
      issuer: random.pick(companies),
      date: `${random.pick(months)} 202${index}`,
      ...(index === 0 && { url: `https://credentials.example.com/${handle}/${index}` }),
    }));
  }
  // Now and then a student with no jobs yet, whose Experience is their education (drawn from the
  // seed, not the random stream, so that the rest of the owner stays as it is).
  if (seed % 5 === 2) {
    content.jobs = [];
    content.education ??= [
      { school: 'University of Somewhere', degree: 'MSc in Subject', period: '2024 – 2026' },
    ];
  }
  const mode = random.pick([...colorModes, undefined]);
  // Without the switch, now and then the light scheme only.
  const only = !mode && random.chance(0.4) ? ('light' as const) : undefined;
  const brand = random.chance(0.7) ? passingBrand(random) : undefined;
  // An owner who writes another script has a font that draws it.
  const font =
    scriptOwner?.font ??
    (scriptBeside ? scriptOwners[scriptBeside]?.font : random.pick([...fonts, undefined]));
  if (mode || only || brand || font) {
    content.theme = {
      ...(mode && { default: mode }),
      ...(only && { only }),
      ...(brand && { primary: brand }),
      ...(font && { font }),
    };
  }
  if (random.chance(0.6)) {
    content.github = {
      user: handle,
      ...(random.chance(0.5) && { max: random.int(1, 6) }),
      ...(random.chance(0.5) && { exclude: ['DotFiles'] }),
    };
  }
  const feeds = random.some(['rss.xml', 'atom.xml', 'feed.json'], 0, 3);
  const handListed = random.chance(0.5);
  if (feeds.length > 0 || handListed) {
    content.writing = {
      ...(feeds.length > 0 && {
        feed: feeds.map((file) => `https://${handle}.example.org/blog/${file}`),
      }),
      ...(handListed && {
        articles: [
          {
            title: 'What a year of on-call taught me',
            url: `https://${handle}.example.org/on-call`,
            date: '2026-09-01',
            ...(random.chance(0.5) && { publication: 'Company Engineering' }),
            ...(random.chance(0.5) && { summary: 'Three lessons, kept short.' }),
          },
        ],
      }),
      ...(random.chance(0.5) && { max: random.int(1, 4) }),
    };
  }

  // Drawn last, so that a seed keeps the rest of its owner.
  const languagesLine = addLanguages(random, content, files, ownerPack, scriptBeside);
  const pagesLine = addPages(random, content, { files, images });
  // Home's optional touches, drawn after everything else for the same reason.
  const pictured = projects.filter((project) => project.image);
  if (pictured.length > 0 && random.chance(0.5))
    content.home = { featuredProject: random.pick(pictured).title };
  if (random.chance(0.4)) content.owner.location = random.pick(places);
  if (random.chance(0.4)) content.owner.openToWork = true;
  const resumeLine = addResumeChoices(seed, content);
  summary.push(
    `name "${ownerName}" (${long ? 'long' : 'short'}), language ${content.language ?? 'en (unset)'}` +
      `${withOwnerPack ? ' (the owner’s own pack, some texts left to English)' : ''}, ` +
      `${screenOfTheirs?.summary ?? 'no screen of their own'}, ` +
      `own words for ${Object.keys(text).join(', ') || 'nothing'}`,
    `${content.jobs.length} job(s), ${projects.length} project(s) ` +
      `(${projects.filter((p) => !p.githubUrl).length} without repository, ` +
      `${projects.filter((p) => p.liveUrl).length} with demo, ${projects.filter((p) => p.image).length} with screenshot), ` +
      `${skills.length} skill(s), ${links.length} link(s)`,
    `photo ${withPhoto ? 'yes' : 'no'}, siteUrl ${content.siteUrl ?? 'unset'}, résumé ${content.resumeUrl ? 'own' : 'built'}, ` +
      `education ${content.education?.length ?? 0}, certifications ${content.certifications?.length ?? 0}`,
    `theme ${only ? `only ${only}` : `default ${mode ?? 'unset'}`}, brand ${JSON.stringify(brand) ?? 'unset'}, font ${font ?? 'default'}` +
      (scriptOwner ? `, name, title, a bullet and a period in the language's script` : ''),
    `GitHub ${content.github ? JSON.stringify(content.github) : 'unset'}, writing feeds [${feeds.join(', ')}]` +
      `${handListed ? ' + one by hand' : ''}${content.writing?.max ? `, max ${content.writing.max}` : ''}`,
    languagesLine,
    pagesLine,
    resumeLine,
    `Home: featured project ${content.home?.featuredProject ?? 'none'}, location ${content.owner.location?.timeZone ?? 'unset'}, open to work ${content.owner.openToWork ? 'yes' : 'unset'}`,
  );
  return { seed, content, images, files, summary };
}
