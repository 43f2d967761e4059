// What the generator of owners (./generated-owner.ts) picks from, and the seeded random it picks
// with: names, companies, skills, headings in an owner's own words, brand colours.
import type { TextKey } from '../../src/i18n/index.ts';
import { contrastProblems } from '../../src/theme/contrast.ts';

export type Random = ReturnType<typeof randomFrom>;

/** mulberry32: small, fast and the same on every machine. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const chance = (p: number) => next() < p;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const pool = [...list];
    const out: T[] = [];
    for (let n = int(min, Math.min(max, pool.length)); n > 0; n--) {
      out.push(...pool.splice(int(0, pool.length - 1), 1));
    }
    return out;
  };
  return { int, pick, chance, some };
}

export const firstNames = [
  'Ana',
  'Kwame',
  'Yuki',
  'Søren',
  'Priya',
  'Mateus',
  'Zoë',
  'Tomás',
  'Ilse',
  // Other scripts, which not every owner's font draws.
  'Алексей',
  'Ελένη',
];
export const lastNames = [
  'Okafor',
  'Lindqvist',
  'Nakamura',
  'Ferreira',
  'Dubois',
  'Novak',
  'Haddad',
];
export const longName =
  'Alexandria-Constantina Wolfeschlegel-Steinhausen de la Montaña-Brightwater';
export const companies = [
  'Brightline',
  'Kestrel Data',
  'Juniper & Co',
  'Quill Health',
  'Tidewater',
];
export const longCompany =
  'The Extraordinarily Long-Named International Consolidated Software Cooperative Society';
export const roles = [
  'Backend Engineer',
  'Data Engineer',
  'Front-End Developer',
  'Mobile Engineer',
];
export const skillPool = [
  'Go',
  'Rust',
  'TypeScript',
  'Kotlin',
  'Swift',
  'SQL',
  'GraphQL',
  'Elixir',
];
export const morePool = ['Kafka', 'Redis', 'Vue', 'Svelte', 'Flutter', 'Spark', 'dbt', 'Airflow'];
export const longSkill = 'Amazon Managed Workflows for Apache Airflow (MWAA) and Data Governance';
export const months = ['Jan', 'Mar', 'Apr', 'Jun', 'Sep', 'Nov'];
export const icons = [
  'github',
  'gitlab',
  'codeberg',
  'linkedin',
  'mastodon',
  'youtube',
  'website',
  'devto',
  'x',
] as const;
/** Fonts of wide and of limited coverage: Nunito has no Greek, and its variable font's default
 * instance is its ExtraLight one; Poppins has no variable font, a file per weight. */
export const fonts = ['Inter', 'Roboto', 'Nunito', 'Poppins'] as const;
/** Headings in the owner's own words, unlike any screen's name in any language. */
export const ownHeadings: Partial<Record<TextKey, string[]>> = {
  experienceHeading: [
    'Where I have worked',
    'Twelve years, briefly',
    'The road so far',
    'Every team I have worked with, every product we shipped together, and what I learned there',
  ],
  projectsHeading: [
    'Things I made',
    'Selected work',
    'Built by hand',
    'Softwareentwicklungsprojekte und Infrastrukturautomatisierungswerkzeuge',
  ],
  contactHeading: ['Say hello', 'Drop me a line', 'Let us talk'],
  writingHeading: ['Notes and essays', 'From my desk'],
};

/** Brand colours owners often pick, some accepted by the contrast check as they are (violet,
 * orange and teal on dark, navy on light), the rest moved by it like any other. */
const favouriteBrands = [
  { dark: '#a78bfa', light: '#6d28d9' },
  { dark: '#fb923c', light: '#9a3412' },
  { dark: '#2dd4bf', light: '#0f766e' },
  { dark: '#93c5fd', light: '#1e3a8a' },
];

function hexColor(random: Random): string {
  return `#${[0, 0, 0].map(() => random.int(0, 255).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A brand colour the build's contrast check accepts: a random one, moved to the colour the
 * check itself suggests for each scheme until it has nothing to say. Whatever the check comes to
 * measure, the generated owner follows it. None when no colour near the random ones passes.
 */
export function passingBrand(
  random: Random,
): string | Record<'dark' | 'light', string> | undefined {
  for (let attempt = 0; attempt < 5; attempt++) {
    const wanted = hexColor(random);
    let primary: string | Record<'dark' | 'light', string> = random.chance(0.3)
      ? random.pick(favouriteBrands)
      : random.chance(0.3)
        ? wanted
        : { dark: wanted, light: wanted };
    for (let round = 0; round < 4; round++) {
      const problems = contrastProblems({ primary }, ['dark', 'light']);
      if (problems.length === 0) return primary;
      // One colour rarely reads on both backgrounds: one per scheme, as the check advises.
      const each: Record<'dark' | 'light', string> =
        typeof primary === 'string' ? { dark: primary, light: primary } : { ...primary };
      for (const problem of problems) {
        const scheme = /in the (dark|light) theme/.exec(problem)?.[1] as
          'dark' | 'light' | undefined;
        const suggested = /(#[0-9a-f]{6}) is a nearby colour that passes/.exec(problem)?.[1];
        if (scheme && suggested) each[scheme] = suggested;
      }
      primary = each;
    }
  }
  return undefined;
}

/**
 * How a seed's owner stands to the scripts beyond Latin (scriptOwners below): about one seed in
 * three writes right to left or CJK, two of those in that language first (sometimes with a
 * left-to-right language beside it), one with a left-to-right site first and that language
 * beside it. Drawn from a stream of its own, so that the rest of a seed's owner stays as it is.
 */
export function scriptPlanFor(seed: number): { language?: string; first: boolean } {
  const random = randomFrom(seed ^ 0x5c1297);
  if (!random.chance(1 / 3)) return { first: false };
  return { language: random.pick(Object.keys(scriptOwners)), first: random.chance(2 / 3) };
}

/** The shipped languages written left to right in a Latin script: the rest of the owners'. */
export function latinLanguages(tags: readonly string[]): string[] {
  return tags.filter((tag) => new Intl.Locale(tag).maximize().script === 'Latn');
}

/**
 * An owner who writes another script: a font that draws it (installed as the template's
 * development packages), a name, a job title and a bullet in it (with digits and a Latin
 * product name, the mixed text a right-to-left page must keep in order), and a current job's
 * period as the language writes it.
 */
export const scriptOwners: Record<
  string,
  { font: string; names: string[]; jobTitle: string; bullet: string; period: string }
> = {
  he: {
    font: 'Heebo',
    names: ['נועה כהן', 'יונתן לוי-אברהם', 'מיכל בן דוד'],
    jobTitle: 'מהנדסת תוכנה',
    bullet: 'הובלתי מעבר ל-Kubernetes שחסך 35% מעלויות הענן ב-2023.',
    period: 'מרץ 2022 – היום',
  },
  ar: {
    font: 'Noto Sans Arabic',
    names: ['ليلى حداد', 'عمر الخطيب', 'سارة عبد الرحمن'],
    jobTitle: 'مهندسة برمجيات',
    bullet: 'قدت الانتقال إلى Kubernetes فوفّرنا ٣٥٪ من تكاليف السحابة في عام ٢٠٢٣.',
    period: 'مارس ٢٠٢٢ – الآن',
  },
  ja: {
    font: 'Noto Sans JP',
    names: ['山田 花子', '佐藤 健太', '鈴木 美咲'],
    jobTitle: 'ソフトウェアエンジニア',
    bullet:
      'Kubernetesへの移行を主導し、2023年にクラウド費用を35%削減しました。長い説明文でも画面の端からはみ出さずに折り返されることを確かめるための一文です。',
    period: '2021年4月 – 現在',
  },
  zh: {
    font: 'Noto Sans SC',
    names: ['李明', '王晓华', '陈思远'],
    jobTitle: '软件工程师',
    bullet: '主导迁移到Kubernetes，2023年将云成本降低了35%，并为团队建立了持续交付流程。',
    period: '2021年4月 – 至今',
  },
  'zh-TW': {
    font: 'Noto Sans TC',
    names: ['林怡君', '張家豪', '黃詩涵'],
    jobTitle: '軟體工程師',
    bullet: '主導遷移到Kubernetes，2023年將雲端成本降低了35%，並為團隊建立了持續交付流程。',
    period: '2021年4月 – 至今',
  },
  ko: {
    font: 'Noto Sans KR',
    names: ['김민준', '이서연', '박지호'],
    jobTitle: '소프트웨어 엔지니어',
    bullet: 'Kubernetes로의 이전을 이끌어 2023년에 클라우드 비용을 35% 줄였습니다.',
    period: '2021년 4월 – 현재',
  },
};

/** Where an owner may be: half-hour and quarter-hour offsets, south and north, long names. */
export const places = [
  { place: 'Berlin, Germany', timeZone: 'Europe/Berlin' },
  { place: 'São Paulo', timeZone: 'America/Sao_Paulo' },
  { place: 'Kathmandu', timeZone: 'Asia/Kathmandu' },
  { place: 'Saint-Rémy-de-Provence, France', timeZone: 'Europe/Paris' },
  { place: 'Adelaide', timeZone: 'Australia/Adelaide' },
];

/** Where an owner's projects' code may be: GitHub mostly, another host now and then. */
export const codeHosts = ['github.com', 'github.com', 'github.com', 'gitlab.com', 'codeberg.org'];
