import { expect, test } from '@playwright/test';

test('the panel is served under /dealer and / redirects there', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dealer\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
