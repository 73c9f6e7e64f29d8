import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations } from './support';

// Issue 35.1: the Québec dealer admin (French) disconnects the demo store's card-payment account,
// starts connecting and cancels on the simulated processor's page, then connects and authorizes.
// The Québec store is used so the Ontario store's demo deposits keep their account for the others.

const PHONE = { width: 390, height: 844 };
const section = (page: Page) => page.getByRole('region', { name: 'Paiements par carte' });

test.describe.serial('the card-payment account, both ways', () => {
  let page: Page;
  test.beforeAll(async ({ signedInPage }) => { page = await signedInPage('admin.qc', { language: 'fr', viewport: PHONE }); });
  test.afterAll(async () => { await page.context().close(); });

  test('disconnects the demo store\'s account after a confirmation', async () => {
    await page.goto('/dealer/dealerships');
    const card = section(page);
    await expect(card.getByText('Connecté', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Déconnecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déconnecter le compte de paiement par carte?' });
    await dialog.getByRole('button', { name: 'Garder le compte' }).click();
    await expect(card.getByText('Connecté', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Déconnecter' }).click();
    await dialog.getByRole('button', { name: 'Déconnecter' }).click();
    await expect(card.getByText('Non connecté', { exact: true })).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Connecter un compte' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('cancels on the processor\'s page and is told nothing was connected', async () => {
    await section(page).getByRole('button', { name: 'Connecter un compte' }).click();
    await page.getByRole('link', { name: 'Cancel / Annuler' }).click();
    await expect(page).toHaveURL(/\/dealer\/dealerships/);
    await expect(section(page).getByRole('alert')).toContainText('L\'autorisation a été annulée');
    await expect(section(page).getByText('Non connecté', { exact: true })).toBeVisible();
  });

  test('connects again by authorizing, and the account survives a reload', async () => {
    await section(page).getByRole('button', { name: 'Connecter un compte' }).click();
    await page.getByRole('link', { name: 'Authorize / Autoriser' }).click();
    await expect(section(page).getByRole('status')).toContainText('Le compte de paiement par carte est connecté.');
    await page.reload();
    await expect(section(page).getByText('Connecté', { exact: true })).toBeVisible();
    await expect(section(page).getByText(/Compte acct_sim_/)).toBeVisible();
  });
});
