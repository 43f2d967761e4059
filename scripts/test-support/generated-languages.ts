// The generated owner's other languages (scripts/test-support/generated-owner.ts): in about half
// of the seeds a second, sometimes a third, one of them sometimes the owner's own pack's, each
// sometimes with a translation file of some fields.
import type { Content } from '../../src/content/schema.ts';
import { languageOf } from '../../src/content/text.ts';
import { languagePacks } from '../../src/i18n/index.ts';
import { latinLanguages } from './owner-pools.ts';

type Random = {
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  some: <T>(list: readonly T[], min: number, max: number) => T[];
};

type Words = { tagline: string; title: string; bullet: string; project: string; send: string };

const englishWords: Words = {
  tagline: 'I build calm software for small teams.',
  title: 'Lead Developer',
  bullet: 'Made every release a one-click affair.',
  project: 'A tool that keeps the team’s notes in one place.',
  send: 'Write to me',
};

/** An owner's words in each language they may write or translate into. */
export const words: Record<string, Words> = {
  en: englishWords,
  de: {
    tagline: 'Ich baue ruhige Software für kleine Teams.',
    title: 'Leitende Entwicklerin',
    bullet: 'Habe jede Auslieferung auf einen Klick gebracht.',
    project: 'Ein Werkzeug, das die Notizen des Teams an einem Ort hält.',
    send: 'Schreib mir',
  },
  es: {
    tagline: 'Construyo software tranquilo para equipos pequeños.',
    title: 'Desarrolladora principal',
    bullet: 'Convertí cada entrega en un solo clic.',
    project: 'Una herramienta que guarda las notas del equipo en un solo lugar.',
    send: 'Escríbeme',
  },
  fr: {
    tagline: 'Je construis des logiciels sereins pour de petites équipes.',
    title: 'Développeuse principale',
    bullet: 'J’ai ramené chaque livraison à un seul clic.',
    project: 'Un outil qui garde les notes de l’équipe au même endroit.',
    send: 'Écrivez-moi',
  },
  pt: {
    tagline: 'Construo software tranquilo para equipes pequenas.',
    title: 'Desenvolvedora líder',
    bullet: 'Transformei cada entrega em um só clique.',
    project: 'Uma ferramenta que guarda as notas da equipe em um só lugar.',
    send: 'Escreva-me',
  },
  it: {
    tagline: 'Costruisco software sereno per piccoli team.',
    title: 'Sviluppatrice principale',
    bullet: 'Ho ridotto ogni rilascio a un solo clic.',
    project: 'Uno strumento che tiene gli appunti del team in un solo posto.',
    send: 'Scrivimi',
  },
  he: {
    tagline: 'אני בונה תוכנה רגועה לצוותים קטנים.',
    title: 'מפתחת ראשית',
    bullet: 'הפכתי כל שחרור גרסה ללחיצה אחת ב-GitHub Actions.',
    project: 'כלי ששומר את ההערות של הצוות במקום אחד.',
    send: 'כתבו לי',
  },
  ar: {
    tagline: 'أبني برمجيات هادئة للفرق الصغيرة.',
    title: 'مطوّرة رئيسية',
    bullet: 'جعلت كل إصدار بنقرة واحدة عبر GitHub Actions.',
    project: 'أداة تحفظ ملاحظات الفريق في مكان واحد.',
    send: 'راسلني',
  },
  ja: {
    tagline: '小さなチームのために、落ち着いたソフトウェアを作っています。',
    title: 'リード開発者',
    bullet: 'すべてのリリースをワンクリックで行えるようにしました。',
    project: 'チームのメモを一か所にまとめるツールです。',
    send: 'メッセージを送る',
  },
  zh: {
    tagline: '我为小团队打造沉稳可靠的软件。',
    title: '首席开发者',
    bullet: '让每一次发布都只需一次点击。',
    project: '一个把团队笔记集中在一处的工具。',
    send: '给我写信',
  },
  'zh-TW': {
    tagline: '我為小團隊打造沉穩可靠的軟體。',
    title: '首席開發者',
    bullet: '讓每一次發布都只需要按一下。',
    project: '一個把團隊筆記集中在一處的工具。',
    send: '寫信給我',
  },
  ko: {
    tagline: '작은 팀을 위해 차분한 소프트웨어를 만듭니다.',
    title: '리드 개발자',
    bullet: '모든 릴리스를 클릭 한 번으로 끝나게 만들었습니다.',
    project: '팀의 메모를 한곳에 모아 두는 도구입니다.',
    send: '메일 보내기',
  },
};

/** A translation of some fields, as an owner writes content.<tag>.ts. */
function translationFile(random: Random, content: Content, tag: string) {
  const said = words[tag] ?? words[tag.split('-')[0] ?? ''] ?? englishWords;
  const translation: Record<string, unknown> = { owner: { tagline: said.tagline } };
  const job = { title: said.title, ...(random.chance(0.5) && { description: [said.bullet] }) };
  if (content.jobs.length > 0) translation.jobs = [job];
  if (content.projects.length > 1 && random.chance(0.5))
    translation.projects = [{}, { description: said.project }];
  // Interface texts in the owner's own words, in this language.
  if (random.chance(0.3)) translation.text = { sendMessage: said.send };
  return `// ${tag}\nexport const translation = ${JSON.stringify(translation, null, 2)}\n`;
}

/**
 * Gives the content its other languages, adding their files (a translation file, the owner's
 * pack when one is theirs) to `files`; one line for the summary.
 */
export function addLanguages(
  random: Random,
  content: Content,
  files: Record<string, string>,
  ownerPack: { tag: string; texts: Record<string, string> },
  /** A language written right to left or in CJK the owner has beside a left-to-right first one. */
  scriptBeside?: string,
): string {
  if (!scriptBeside && !random.chance(0.5)) return 'one language';
  const main = languageOf(content);
  const candidates = [...latinLanguages(Object.keys(languagePacks)), ownerPack.tag].filter(
    (tag, index, all) => tag !== main.split('-')[0] && all.indexOf(tag) === index,
  );
  const others = scriptBeside
    ? [scriptBeside, ...random.some(candidates, 0, 1)]
    : random.some(candidates, 1, 2);
  content.languages = others;
  if (others.includes(ownerPack.tag))
    files[`i18n/${ownerPack.tag}.ts`] =
      `export default ${JSON.stringify(ownerPack.texts, null, 2)};\n`;
  const translated = others.filter(() => random.chance(0.6));
  for (const tag of translated) files[`content.${tag}.ts`] = translationFile(random, content, tag);
  return `other languages ${others.join(', ')}, translation files for ${translated.join(', ') || 'none'}`;
}
