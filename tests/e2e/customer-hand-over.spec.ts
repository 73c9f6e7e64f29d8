import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot } from './support';

// A sales rep sees their own customers and the unassigned ones (docs/decisions/customers.md "Customer
// data by role"). Handing one of theirs to a colleague closes it to them: the record asks first, saves, says
// so and goes back to the list; the list's rep filter offers the rep only themselves.

interface Row { readonly id: number; readonly full_name: string; readonly assigned_dealer: number | null }

async function me(page: Page): Promise<number> {
  const r = await page.request.get('/api/dealer/user/current_user/');
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { user: { id: number } }).user.id;
}

test('a sales rep hands a customer to a colleague: asked first, told, back to the list, and the customer is closed to them', async ({ signedInPage }) => {
  const page = await signedInPage('rep', { viewport: { width: 1366, height: 900 } });
  const repId = await me(page);
  const listed = await page.request.get(`/api/dealer/customer/?sales_rep=${repId}`);
  const own = ((await listed.json()) as { results: Row[] }).results.find((c) => c.assigned_dealer === repId);
  expect(own, 'the demo rep has customers of their own').toBeDefined();
  if (own === undefined) return;

  const filters = await page.request.get('/api/dealer/dealership/customer_list_filter_data/');
  expect(((await filters.json()) as { sales_reps: { id: number }[] }).sales_reps.map((r) => r.id)).toEqual([repId]);

  await page.goto(`/dealer/customers/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own.full_name })).toBeVisible();
  const rep = page.getByRole('textbox', { name: 'Assigned rep' }).or(page.getByRole('combobox', { name: 'Assigned rep' }));
  await rep.first().click();
  const colleague = page.getByRole('option').filter({ hasNotText: /Sales rep$/ }).first();
  const colleagueName = ((await colleague.textContent()) ?? '').split(' · ')[0] ?? '';
  await colleague.click();

  const dialog = page.getByRole('dialog', { name: 'Hand this customer over?' });
  await expect(dialog).toContainText(`${own.full_name} will be assigned to ${colleagueName}`);
  await screenshot(page, 'customer-hand-over-confirm-laptop', 'en');
  await dialog.getByRole('button', { name: 'Keep the customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dealer/customers/${own.id}$`));

  await rep.first().click();
  await page.getByRole('option', { name: new RegExp(`^${colleagueName}`) }).first().click();
  await page.getByRole('dialog', { name: 'Hand this customer over?' }).getByRole('button', { name: 'Hand over' }).click();
  await expect(page.getByText(`${own.full_name} is now assigned to ${colleagueName}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dealer\/customers(\?.*)?$/);

  await page.goto(`/dealer/customers/${own.id}`);
  await expect(page.getByText('This customer does not exist or belongs to another dealership.')).toBeVisible();
});
