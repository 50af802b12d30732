import type { Locator, Page } from '@playwright/test';

/** Picks 'YYYY-MM' (or 'YYYY') in the builder's month field named `label`: its year, then its month select. */
export async function pickMonth(scope: Page | Locator, label: string, value: string) {
  const [year = '', month] = value.split('-');
  await scope.getByRole('combobox', { name: `${label} year`, exact: true }).selectOption(year);
  if (month) await scope.getByRole('combobox', { name: `${label} month`, exact: true }).selectOption(month);
}
