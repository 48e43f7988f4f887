import { defineConfig, devices } from '@playwright/test'
import { origin, ports } from './e2e/ports'
import { contentLakeToken, previewSecret, revalidateSecret } from './e2e/secrets'

const isCI = Boolean(process.env.CI)
// E2E_SKIP_CONTENT_LAKE=1 leaves out the second build and its tests (local iteration only).
const withContentLake = process.env.E2E_SKIP_CONTENT_LAKE !== '1'

// Debian's Chromium, with nothing that phones home during a run.
const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }
const mobile = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

// Content settings empty: the embedded server must read the bundled dataset whatever the shell has.
const embeddedEnv = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: '',
  NEXT_PUBLIC_SANITY_DATASET: '',
  NEXT_PUBLIC_SANITY_API_HOST: '',
  NEXT_PUBLIC_SANITY_API_VERSION: '',
  NEXT_TELEMETRY_DISABLED: '1',
  // Read per request by /api/draft-mode/enable, so the build needs no secret.
  SANITY_PREVIEW_SECRET: previewSecret,
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: origin(ports.embedded),
    launchOptions: chromium,
    locale: 'de-DE',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /(mobile|content-lake|publishing|resilience|chaos|shared-cache)\.spec\.ts$/,
      use: desktop,
    },
    { name: 'mobile', testMatch: /(mobile|a11y)\.spec\.ts$/, use: mobile },
    ...(withContentLake
      ? [
          {
            name: 'content-lake',
            testMatch: /content-lake\.spec\.ts$/,
            use: { ...desktop, baseURL: origin(ports.contentLakeSite) },
          },
          // These change the Content Lake's documents (e2e/lake.ts), so they run one file after
          // the other, after the read-only content-lake project.
          {
            name: 'publishing',
            testMatch: /publishing\.spec\.ts$/,
            dependencies: ['content-lake'],
            fullyParallel: false,
            use: { ...desktop, baseURL: origin(ports.contentLakeSite) },
          },
          {
            name: 'resilience',
            testMatch: /resilience\.spec\.ts$/,
            dependencies: ['publishing'],
            fullyParallel: false,
            use: { ...desktop, baseURL: origin(ports.contentLakeSite) },
          },
          {
            name: 'chaos',
            testMatch: /chaos\.spec\.ts$/,
            dependencies: ['resilience'],
            fullyParallel: false,
            use: { ...desktop, baseURL: origin(ports.contentLakeSite) },
          },
          {
            name: 'shared-cache',
            testMatch: /shared-cache\.spec\.ts$/,
            dependencies: ['chaos'],
            fullyParallel: false,
            use: { ...desktop, baseURL: origin(ports.sharedCacheFirst) },
          },
        ]
      : []),
  ],
  webServer: [
    {
      // The standalone server of the production build (the root `npm test` builds first).
      command: 'node .next/standalone/apps/web/server.js',
      url: `${origin(ports.embedded)}/unternehmen`,
      env: { ...embeddedEnv, PORT: String(ports.embedded), HOSTNAME: '127.0.0.1' },
      reuseExistingServer: !isCI,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    ...(withContentLake
      ? [
          {
            // Starts the local Content Lake server, builds the site against it into its own dist
            // dir and serves that build: the Sanity path, for real, with @sanity/client.
            command: 'node e2e/serve-content-lake.mjs',
            env: {
              E2E_SITE_PORT: String(ports.contentLakeSite),
              E2E_API_PORT: String(ports.contentLakeApi),
              E2E_CONTROL_PORT: String(ports.contentLakeControl),
              SANITY_REVALIDATE_SECRET: revalidateSecret,
              E2E_CONTENT_LAKE_TOKEN: contentLakeToken,
            },
            url: `${origin(ports.contentLakeSite)}/unternehmen`,
            reuseExistingServer: !isCI,
            timeout: 420_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
          {
            // Redis and two more instances of that build, started with REDIS_URL: they share
            // their ISR cache through it, decided when they start.
            command: 'node e2e/serve-shared-cache.mjs',
            env: {
              E2E_REDIS_PORT: String(ports.redis),
              E2E_SITE_PORT: String(ports.contentLakeSite),
              E2E_FIRST_PORT: String(ports.sharedCacheFirst),
              E2E_SECOND_PORT: String(ports.sharedCacheSecond),
              SANITY_REVALIDATE_SECRET: revalidateSecret,
              SANITY_API_READ_TOKEN: contentLakeToken,
            },
            url: `${origin(ports.sharedCacheSecond)}/unternehmen`,
            reuseExistingServer: !isCI,
            // Waits for the Content Lake build first.
            timeout: 600_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
})
