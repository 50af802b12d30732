import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure unit tests, database tests on PGlite, and the same database tests on a PostgreSQL
 * server when TEST_DATABASE_URL is set. Database tests are the files named *.db.test.ts.
 */
const dbProjects = [
  { name: 'pglite', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', env: { TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    globalSetup: ['./tests/setup/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.db.test.ts'],
        },
      },
      ...dbProjects.map((project) => ({
        extends: true as const,
        test: { name: project.name, include: ['src/**/*.db.test.ts'], env: project.env },
      })),
    ],
  },
});
