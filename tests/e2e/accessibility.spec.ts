import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PATHS } from './public-paths.ts';

const PAGES = ['/', ...PUBLIC_PATHS];

for (const path of PAGES) {
  for (const width of [1280, 390]) {
    test(`${path} at ${width}px has no serious or critical accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const severe = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
      expect(severe).toEqual([]);
    });
  }
}
