import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessibilityViolations, type MadeDeal, makeOwnDeal, screenshot, switchLanguage } from './support';

// Issue 15 item 5: the Ontario dealer admin builds 3 quotes and sends them → the customer opens the
// deal link on a phone (390 px), picks one, fills the credit application with a co-applicant in
// French → the dealer sees it masked, reveals it (audited) and asks for further verification → the
// customer corrects it and submits again → the dealer approves → the customer sees it approved.
// Screenshots EN and FR of both apps.

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Mail { readonly channel: string; readonly to: string; readonly subject: string; readonly body: string }

/** The applicant (a Québec couple); the SIN is given for the applicant only: never required in Canada. */
const HELENE = {
  'Prénom': 'Hélène', 'Nom': 'Gagné', 'Date de naissance': '1985-04-12', 'Téléphone': '514-555-0123',
  'Courriel': 'helene.gagne@example.com', 'Confirmez votre courriel': 'helene.gagne@example.com', 'Numéro d’assurance sociale (NAS)': '046 454 286',
};
const MARC = {
  'Prénom': 'Marc', 'Nom': 'Tremblay', 'Date de naissance': '1983-09-30', 'Téléphone': '514-555-0456', 'Cellulaire': '514-555-0789',
  'Courriel': 'marc.tremblay@example.com', 'Confirmez votre courriel': 'marc.tremblay@example.com',
};

test.describe.serial('the customer\'s credit application (shop)', () => {
  let dealer: Page;
  let customer: Page;
  let deal: MadeDeal;
  let token: string;
  const cards = () => dealer.getByTestId('quote-card');
  const form = () => customer.locator('form');
  // A label exactly, whether or not it carries the required asterisk.
  const field = (label: string) => form().getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  const next = async () => { await form().getByRole('button', { name: 'Continuer' }).click(); };
  const stepHeading = (name: string) => form().getByRole('heading', { level: 3, name });

  test.beforeAll(async ({ signedInPage, browser }) => {
    dealer = await signedInPage('admin', { viewport: LAPTOP });
    deal = await makeOwnDeal(dealer, { firstName: 'Credit' });
    customer = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  });
  test.afterAll(async () => { await dealer.context().close(); await customer.context().close(); });

  test('the dealer builds 3 quotes and sends them: the customer\'s e-mail holds the deal link', async () => {
    await dealer.goto(`/dealer/customers/${deal.customer}/quote-builder/${deal.order}`);
    await dealer.getByRole('button', { name: 'Start the quotes' }).click();
    await expect(cards()).toHaveCount(1);
    for (const [method, count] of [['Lease', 2], ['Cash', 3]] as const) {
      await dealer.getByRole('combobox', { name: 'Payment method' }).last().click();
      await dealer.getByRole('option', { name: method, exact: true }).click();
      await dealer.getByRole('button', { name: 'Add quote' }).click();
      await expect(cards()).toHaveCount(count);
    }
    await dealer.getByLabel('Message to the customer').fill('Voici les trois options dont nous avons parlé.');
    await dealer.getByRole('button', { name: 'Send to customer' }).click();
    await dealer.getByRole('dialog', { name: 'Send these quotes?' }).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dealer.getByTestId('flow-status')).toHaveText('Sent to the customer');
    await expect.poll(async () => {
      const mails = (await (await dealer.request.get('/api/demo/outbox/')).json()) as Mail[];
      const mail = mails.find((m) => m.channel === 'email' && m.to === deal.email && m.body.includes('trois options'));
      return /\/deal\/([A-Za-z0-9_-]+)\//.exec(mail?.body ?? '')?.[1] ?? null;
    }, { message: 'the quotes e-mail with the deal link', timeout: 15_000 }).not.toBeNull();
    const mails = (await (await dealer.request.get('/api/demo/outbox/')).json()) as Mail[];
    token = /\/deal\/([A-Za-z0-9_-]+)\//.exec(mails.find((m) => m.to === deal.email && m.body.includes('trois options'))!.body)![1]!;
  });

  test('the customer opens the link on a phone, in French, and picks a quote', async () => {
    await customer.goto(`/deal/${token}`);
    await expect(customer).toHaveURL(/\/shop\/deal\//);
    // The credit form in English first (the screenshot), then the customer switches to French.
    await expect(customer.getByTestId('task-credit-app')).toBeVisible();
    await customer.getByText('English', { exact: true }).click();
    await customer.getByRole('link', { name: 'Open the credit application' }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Credit application' })).toBeVisible();
    await expect(customer.getByText('Step 1 of 6: Consent')).toBeVisible();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(customer, 'shop-credit-consent-phone', 'en');
    await customer.getByText('Français', { exact: true }).click();
    await customer.getByRole('link', { name: 'Retour à vos étapes' }).click();
    await customer.getByRole('link', { name: 'Comparer les soumissions' }).click();
    await customer.getByRole('button', { name: 'Choisir cette soumission' }).nth(1).click();
    await expect(customer.getByText('Votre choix').first()).toBeVisible();
    await customer.getByRole('link', { name: 'Retour à vos étapes' }).click();
    await customer.getByRole('link', { name: 'Ouvrir la demande de crédit' }).click();
    await expect(customer.getByRole('heading', { level: 2, name: 'Demande de crédit' })).toBeVisible();
  });

  test('fills the ten steps with a co-applicant in French, checked step by step, and submits', async () => {
    // The first step refuses to go on without the consent, and says so beside the box.
    await next();
    await expect(form().getByText('Votre consentement est nécessaire pour continuer.')).toBeVisible();
    await form().getByLabel('Je consens à une vérification de crédit pour cette demande.').check();
    await form().getByLabel('Avec un codemandeur').check();
    await expect(customer.getByText('Étape 1 de 10 : Consentement')).toBeVisible();
    await screenshot(customer, 'shop-credit-consent-phone', 'fr');
    await next();
    await form().getByLabel(/Je confirme que mes réponses/).check();
    await next();

    await expect(stepHeading('Vos renseignements')).toBeVisible();
    for (const [label, value] of Object.entries(HELENE)) await field(label).fill(value);
    await field('Sexe').selectOption('female');
    await field('État civil').selectOption('married');
    await next();
    await expect(stepHeading('Emploi et revenu')).toBeVisible();
    // Issue 29 item 4: each completed step is saved on the server; a reload (a phone switching apps)
    // lands on the furthest step reached, the answers kept, the SIN kept sealed and shown masked.
    await expect(customer.getByTestId('credit-save-status')).toHaveText('✓ Progression enregistrée');
    await customer.reload();
    await expect(customer.getByText('Étape 4 de 10 : Emploi et revenu')).toBeVisible();
    await expect(customer.getByTestId('credit-save-status')).toHaveText('✓ Progression enregistrée');
    await form().getByRole('button', { name: 'Retour' }).click();
    await expect(stepHeading('Vos renseignements')).toBeVisible();
    await expect(field('Prénom')).toHaveValue('Hélène');
    await expect(field('Courriel')).toHaveValue('helene.gagne@example.com');
    await expect(field('Numéro d’assurance sociale (NAS)')).toHaveValue('••• ••• 286');
    await expect(form().getByRole('button', { name: 'Modifier : Numéro d’assurance sociale (NAS)' })).toBeVisible();
    await screenshot(customer, 'shop-credit-resumed-phone', 'fr');
    await next();
    await expect(stepHeading('Emploi et revenu')).toBeVisible();
    await field('Situation d’emploi').selectOption('employed');
    await field('Type d’emploi').selectOption('full_time');
    await field('Employeur').fill('Banque Nationale');
    await field('Poste occupé').fill('Analyste');
    await field('Téléphone au travail').fill('514-555-0199');
    await field('Années chez cet employeur').fill('1');
    await field('Mois chez cet employeur').fill('2');
    // Under 2 years: the previous employment is asked, live.
    await expect(field('Employeur précédent')).toBeVisible();
    await field('Employeur précédent').fill('Desjardins');
    await field('Profession précédente').fill('Caissière');
    await field('Années chez l’employeur précédent').fill('5');
    await field('Mois chez l’employeur précédent').fill('0');
    await field('Revenu (avant impôts)').fill('78500.00');
    await field('Fréquence du revenu').selectOption('annually');
    await next();
    await expect(stepHeading('Votre résidence')).toBeVisible();
    await field('Type d’adresse').selectOption('street');
    await field('Numéro civique').fill('4120');
    await field('Rue').fill('Saint-Denis');
    await field('Type de voie').fill('rue');
    await field('Ville').fill('Montréal');
    await field('Code postal').fill('H2W 2M5');
    await field('Code postal').blur();
    await expect(field('Province')).toHaveValue('QC');
    await field('Années à cette adresse').fill('8');
    await field('Mois à cette adresse').fill('0');
    await field('Votre logement').selectOption('rent');
    await field('Loyer ou versement hypothécaire mensuel').fill('1450.00');
    await field('Nom du propriétaire').fill('Gestion Lavoie');
    // A wrong answer is named beside its field, in French, and what was typed stays.
    await field('Code postal').fill('H2W');
    await next();
    await expect(field('Code postal')).toHaveAttribute('aria-invalid', 'true');
    await expect(form().getByText('Le code postal doit avoir la forme A1A 1A1.')).toBeVisible();
    await expect(field('Code postal')).toBeFocused();
    await expect(field('Ville')).toHaveValue('Montréal');
    await field('Code postal').fill('H2W 2M5');
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(customer, 'shop-credit-residence-phone', 'fr');
    await next();

    await expect(stepHeading('Consentement du codemandeur')).toBeVisible();
    await form().getByRole('checkbox').check();
    await next();
    await field('Lien avec le demandeur').selectOption('spouse');
    for (const [label, value] of Object.entries(MARC)) if (await field(label).count() > 0) await field(label).fill(value);
    await field('Sexe').selectOption('male');
    await field('État civil').selectOption('married');
    await expect(field('Numéro d’assurance sociale (NAS)')).not.toHaveAttribute('aria-required', 'true');
    await next();
    await field('Situation d’emploi').selectOption('retired');
    await expect(field('Employeur')).toHaveCount(0);
    await field('Années à la retraite').fill('4');
    await field('Mois à la retraite').fill('0');
    await field('Revenu (avant impôts)').fill('2100.00');
    await field('Fréquence du revenu').selectOption('monthly');
    await next();
    await field('Type d’adresse').selectOption('street');
    for (const [label, value] of [['Numéro civique', '4120'], ['Rue', 'Saint-Denis'], ['Type de voie', 'rue'], ['Ville', 'Montréal'], ['Code postal', 'H2W 2M5'], ['Années à cette adresse', '8'], ['Mois à cette adresse', '0']] as const) await field(label).fill(value);
    await field('Province').selectOption('QC');
    await field('Votre logement').selectOption('rent');
    await field('Loyer ou versement hypothécaire mensuel').fill('1450.00');
    await field('Nom du propriétaire').fill('Gestion Lavoie');
    await next();

    await expect(stepHeading('Vérifier et transmettre')).toBeVisible();
    const you = customer.getByRole('region', { name: 'Vous', exact: true });
    await expect(you).toContainText('Hélène');
    await expect(you).toContainText('••• ••• 286');
    await expect(customer.getByRole('region', { name: 'Votre codemandeur' })).toContainText('Marc');
    expect(await accessibilityViolations(customer)).toEqual([]);
    await screenshot(customer, 'shop-credit-review-phone', 'fr');
    await customer.setViewportSize(LAPTOP);
    await expect(customer.getByRole('navigation', { name: 'Étapes de la demande' })).toBeVisible();
    await screenshot(customer, 'shop-credit-review-laptop', 'fr');
    await customer.setViewportSize(PHONE);
    await form().getByRole('button', { name: 'Transmettre ma demande' }).click();
    await expect(customer.getByRole('status').filter({ hasText: 'Merci! Votre demande a été transmise.' })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Transmise au concessionnaire' })).toBeVisible();
    await screenshot(customer, 'shop-credit-sent-phone', 'fr');
  });

  test('the dealer sees it masked, reveals it (audited) and asks for further verification', async () => {
    await dealer.goto(`/dealer/customers/${deal.customer}/order/${deal.order}/personal-application`);
    await expect(dealer.getByText('Awaiting the dealer')).toBeVisible();
    const applicant = dealer.getByRole('region', { name: 'Applicant', exact: true });
    await expect(applicant).toContainText('••• ••• 286');
    await expect(applicant).not.toContainText('046 454 286');
    await expect(dealer.getByRole('region', { name: 'Co-applicant' })).toContainText('Marc');
    await screenshot(dealer, 'shop-credit-dealer-masked-laptop', 'en');
    await dealer.getByRole('button', { name: 'Reveal sensitive answers' }).click();
    await expect(applicant).toContainText('046 454 286');
    const trail = await (await dealer.request.get('/api/dealer/dealership/audit-trail/')).json() as { results: { action: string }[] };
    expect(trail.results.some((r) => r.action === 'credit_application_revealed')).toBe(true);
    await dealer.getByRole('button', { name: 'Ask for further verification' }).click();
    const dialog = dealer.getByRole('dialog', { name: 'Ask for further verification?' });
    await dialog.getByLabel('What the customer should provide').fill('Votre revenu annuel, s’il vous plaît : 81 200 $.');
    await dialog.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(dealer.getByRole('status')).toHaveText('Sent back to the customer for further verification.');
  });

  test('the customer reads the request, corrects (typing the hidden answers again) and resubmits', async () => {
    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Renseignements supplémentaires requis' })).toBeVisible();
    await expect(customer.getByText('Sa demande : « Votre revenu annuel, s’il vous plaît : 81 200 $. »')).toBeVisible();
    await screenshot(customer, 'shop-credit-further-verification-phone', 'fr');
    await customer.getByRole('button', { name: 'Corriger ma demande' }).click();
    // What was sent comes back, except the sensitive answers (the customer's read is masked too).
    await expect(stepHeading('Vos renseignements')).toBeVisible();
    await expect(field('Prénom')).toHaveValue('Hélène');
    await expect(field('Date de naissance')).toHaveValue('');
    await field('Date de naissance').fill(HELENE['Date de naissance']);
    await field('Sexe').selectOption('female');
    await next();
    await expect(field('Employeur')).toHaveValue('Banque Nationale');
    await field('Revenu (avant impôts)').fill('81200.00');
    await next();
    await field('Loyer ou versement hypothécaire mensuel').fill('1450.00');
    await next();
    await next(); // the co-applicant's consent stands
    await field('Date de naissance').fill(MARC['Date de naissance']);
    await field('Sexe').selectOption('male');
    await next();
    await field('Revenu (avant impôts)').fill('2100.00');
    await next();
    await field('Loyer ou versement hypothécaire mensuel').fill('1450.00');
    await next();
    await expect(customer.getByRole('region', { name: 'Vous', exact: true })).toContainText('81 200,00 $');
    await form().getByRole('button', { name: 'Transmettre ma demande' }).click();
    await expect(customer.getByRole('heading', { name: 'Transmise au concessionnaire' })).toBeVisible();
  });

  test('the dealer approves the corrected application', async () => {
    await dealer.reload();
    await expect(dealer.getByText('Awaiting the dealer')).toBeVisible();
    await dealer.getByRole('button', { name: 'Reveal sensitive answers' }).click();
    await expect(dealer.getByRole('region', { name: 'Applicant', exact: true })).toContainText('81,200.00');
    await dealer.getByRole('button', { name: 'Approve', exact: true }).click();
    await dealer.getByRole('dialog', { name: 'Approve this credit application?' }).getByRole('button', { name: 'Approve' }).click();
    await expect(dealer.getByRole('status')).toHaveText('Credit application approved.');
    await switchLanguage(dealer, 'fr');
    await expect(dealer.getByText('Approuvée', { exact: true })).toBeVisible();
    await screenshot(dealer, 'shop-credit-dealer-approved-laptop', 'fr');
    await switchLanguage(dealer, 'en');
  });

  test('the customer sees the decision, in French and in English', async () => {
    await customer.reload();
    await expect(customer.getByRole('heading', { name: 'Approuvée' })).toBeVisible();
    await screenshot(customer, 'shop-credit-approved-phone', 'fr');
    await customer.getByText('English', { exact: true }).click();
    await expect(customer.getByRole('heading', { name: 'Approved' })).toBeVisible();
    await screenshot(customer, 'shop-credit-approved-phone', 'en');
    await customer.setViewportSize(LAPTOP);
    await screenshot(customer, 'shop-credit-approved-laptop', 'en');
  });
});
