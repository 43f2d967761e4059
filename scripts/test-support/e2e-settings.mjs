// The settings the browser suite builds the site with (scripts/test-support/run-e2e.mjs), read by the tests
// that check what the build made of them.
export const e2eBuildEnv = {
  // The folder follows the owner's address, as it does for a deploy (scripts/build/owner/site-url.ts):
  // their `siteUrl` (a domain's root, for some), else the stand-in below.
  BASE_PATH: '',
  // Stands in for the address the deploy workflow supplies; used when the content has no siteUrl.
  SITE_URL: 'https://owner.example/portfolio/',
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e-service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e-template',
  REQUIRE_EMAIL_SETTINGS: 'false',
};

/**
 * The owners the browser suite builds and runs against (run-e2e.mjs): the repository's own, as a
 * fork's owner sees their site, and one generated from OWNER_SEED (generated-owner.ts) that no
 * test was written for. `dir` is the owner folder, `dist` where its site is built, `buildEnv` how
 * the build is pointed at the folder. The tests read which one they run against from E2E_OWNER.
 */
export const e2eOwners = [
  // The owner's analytics, if set, would reach the internet: the suite's build has none (the
  // fork's are a local stand-in's, e2e/a-fork.spec.ts).
  {
    name: 'repo',
    title: 'repository’s own owner',
    dir: 'owner',
    dist: '.e2e-dist',
    buildEnv: { ANALYTICS: 'off' },
  },
  {
    name: 'generated',
    title: 'generated owner',
    dir: '.e2e-owner',
    dist: '.e2e-dist-generated',
    buildEnv: { PORTFOLIO_OWNER: '.e2e-owner' },
  },
];

/** Where run-e2e.mjs keeps what an owner's build printed, for the tests that read its messages. */
export const buildOutputOf = (owner) => `${owner.dist}.build-output.txt`;

/** The owner this run of the suite is testing (E2E_OWNER, the repository's own unless set). */
export function e2eOwner(name = process.env.E2E_OWNER || 'repo') {
  const owner = e2eOwners.find((each) => each.name === name);
  if (!owner) throw new Error(`E2E_OWNER is ${name}: it must be one of repo, generated`);
  return owner;
}
