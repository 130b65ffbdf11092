import {defineConfig, devices} from '@playwright/test';

import {
  chromiumArgs,
  fixturesPort,
  fixturesUrl,
  host,
  origin,
  port,
  siteUrl,
  testBrowserPath,
} from './tests/support/site';

const isCI = Boolean(process.env.CI);

/**
 * Browser tests against the production build, served by `docusaurus serve`
 * on 127.0.0.1, and against the fixtures build (test-only pages, analytics
 * on) on the next port. Run `npm run build` and `npm run build:fixtures`
 * first (`npm test` does).
 */
export default defineConfig({
  testDir: './tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: isCI ? [['list'], ['html', {open: 'never'}]] : 'list',
  timeout: 60_000,
  use: {
    baseURL: origin,
    // A failed test's trace is recorded when it runs again (CI retries once;
    // locally, `npx playwright test --trace on` records one). Recording every
    // test, to keep the failures' traces, took 30 % of the suite's CPU time: 34
    // pages of the crawl ran in 61–67 s with it, 46 s without. The screenshot
    // is taken only when a test fails.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: testBrowserPath(),
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx docusaurus serve --host ${host} --port ${port} --no-open`,
      url: siteUrl('/'),
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx docusaurus serve --dir build-fixtures --host ${host} --port ${fixturesPort} --no-open`,
      url: fixturesUrl('/'),
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
  ],
});
