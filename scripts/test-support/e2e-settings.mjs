// The settings the browser suite builds the site with (scripts/test-support/run-e2e.mjs), read by the tests
// that check what the build made of them.
export const e2eBuildEnv = {
  BASE_PATH: '/portfolio/',
  // Stands in for the address the deploy workflow supplies; used when the content has no siteUrl.
  SITE_URL: 'https://owner.example/portfolio/',
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e-service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e-template',
  REQUIRE_EMAIL_SETTINGS: 'false',
};
