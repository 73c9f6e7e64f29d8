import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealerships, media } from '../../adapters/persistence/schema';
import { throwawayEngines } from '../../adapters/persistence/shared/throwaway-database';
import { upload } from './support/uploads';
import { signedInSuite, STAFF } from './support/signed-in';
import { Agent } from './support/test-app';

const HOME = '/api/dealer/dealership/home_dealership/';
const UPDATE = '/api/dealer/dealership/update/';
const LOGO = '/api/dealer/dealership/logo/';
const SUPPORT = '/api/dealer/support-service/';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

/** The whole form an admin saves (PUT): Toronto's address, a week with Sunday closed. */
const form = {
  name: 'Fixture Toronto', country: 'CA', province_code: 'ON', city: 'Toronto', postal_code: 'm5v2t6',
  address_line_1: '100 King St W', address_line_2: '', phone: '(416) 555-0100', email: 'sales@toronto.example',
  website: 'https://toronto.example', new_cars_link: 'https://toronto.example/new', used_cars_link: 'https://toronto.example/used',
  deposit: '500', depositpackage: 'Standard', allowed_languages: ['en_CA', 'fr_CA'], trade_in_system: 'cbb', credit_application_system: 'dealertrack',
  use_addons_recommendation: true, use_postal_code: true, mandatory_names: true, compulsory_login: false, saml_login_url: '',
  custom_copy: { welcome: { en: 'Welcome', fr: 'Bienvenue' } }, discount_name_en: 'Dealer discount', discount_name_fr: 'Rabais du concessionnaire',
  dealership_hours_MONDAY_start: '09:00', dealership_hours_MONDAY_end: '18:00', dealership_hours_TUESDAY_start: '09:00', dealership_hours_TUESDAY_end: '18:00',
  dealership_hours_WEDNESDAY_start: '09:00', dealership_hours_WEDNESDAY_end: '18:00', dealership_hours_THURSDAY_start: '09:00', dealership_hours_THURSDAY_end: '21:00',
  dealership_hours_FRIDAY_start: '09:00', dealership_hours_FRIDAY_end: '18:00', dealership_hours_SATURDAY_start: '10:00', dealership_hours_SATURDAY_end: '16:00',
  dealership_hours_SUNDAY_start: null, dealership_hours_SUNDAY_end: null,
};

for (const engine of throwawayEngines()) {
  describe(`dealership settings (${engine.kind})`, () => {
    const { t, staff: { admin, manager, rep, corporate, other, orgadmin, superadmin } } = signedInSuite(engine, { staff: { ...STAFF, orgadmin: 'organization_admin', superadmin: 'super_admin' } });
    const row = async (id: number) => (await t.ports.database.db.select().from(dealerships).where(eq(dealerships.id, id)))[0]!;
    const lastAudit = async () => (await t.ports.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

    beforeAll(async () => {
      const moved = await superadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (moved.statusCode !== 200) throw new Error(moved.body);
      const org = await orgadmin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.ontario });
      if (org.statusCode !== 200) throw new Error(org.body);
    });

    it('answers every field of the home dealership, money as a decimal string, hours per weekday', async () => {
      const r = await admin.get(HOME);
      expect(r.statusCode, r.body).toBe(200);
      const body = r.json();
      for (const key of ['name', 'postal_code', 'phone', 'email', 'city', 'province_code', 'used_cars_link', 'new_cars_link', 'address_line_1', 'address_line_2',
        'cname', 'deposit', 'depositpackage', 'daywise_operating_hours', 'allowed_languages', 'theme', 'disclaimer_package', 'custom_copy', 'trade_in_system',
        'credit_application_system', 'has_stripe_account', 'is_eti_enabled', 'is_trs_enabled', 'is_activix_user', 'use_activix_crm', 'country', 'website',
        'use_addons_recommendation', 'use_postal_code', 'mandatory_names', 'compulsory_login', 'saml_login_url', 'discount_name_en', 'discount_name_fr']) {
        expect(body, key).toHaveProperty(key);
      }
      expect(body).toMatchObject({ id: t.fixture.dealerships.ontario, name: 'Fixture Toronto', deposit: null, theme: { logo: null }, has_stripe_account: false });
      expect(body.daywise_operating_hours.map((d: { day: string }) => d.day)).toEqual(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
    });

    it('refuses sales reps and sales managers (403), reads for the organization admin, 401 without a session', async () => {
      for (const who of [rep, manager]) {
        expect((await who.get(HOME)).statusCode).toBe(403);
        expect((await who.put(UPDATE, form)).statusCode).toBe(403);
        expect((await who.patch(UPDATE, { name: 'Taken over' })).statusCode).toBe(403);
        expect((await upload(t, who, 'POST', LOGO, [{ field: 'picture', name: 'a.png', type: 'image/png', bytes: await png(20, 20) }])).statusCode).toBe(403);
      }
      expect((await orgadmin.get(HOME)).statusCode).toBe(200);
      expect((await new Agent(t.app).get(HOME)).statusCode).toBe(401);
      expect((await row(t.fixture.dealerships.ontario)).name).toBe('Fixture Toronto');
    });

    it('lets corporate users look but not write', async () => {
      expect((await corporate.get(HOME)).statusCode).toBe(200);
      expect((await corporate.patch(UPDATE, { name: 'Corporate' })).statusCode).toBe(403);
    });

    it('saves the whole form (PUT): cents in the database, the postal code normalised, Sunday closed; audited with only what changed', async () => {
      const r = await admin.put(UPDATE, form);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ postal_code: 'M5V 2T6', deposit: '500.00', trade_in_system: 'cbb', mandatory_names: true });
      const days = r.json().daywise_operating_hours as { day: string; is_working: boolean; start: string | null; end: string | null }[];
      expect(days.find((d) => d.day === 'SUNDAY')).toEqual({ day: 'SUNDAY', is_working: false, start: null, end: null });
      expect(days.find((d) => d.day === 'THURSDAY')).toEqual({ day: 'THURSDAY', is_working: true, start: '09:00', end: '21:00' });
      const stored = await row(t.fixture.dealerships.ontario);
      expect(stored.depositCents).toBe(50_000);
      expect(stored.hours.SUNDAY).toBeNull();
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'dealership_updated', userId: admin.user.id, dealershipId: t.fixture.dealerships.ontario });
      expect(audit.after).toMatchObject({ depositCents: 50_000, tradeInSystem: 'cbb' });
      expect(audit.after).not.toHaveProperty('name'); // unchanged
      expect(audit.before).toMatchObject({ depositCents: null });
      expect(audit.ip).not.toBe('');
    });

    it('changes only the fields a PATCH sends; an empty deposit is null', async () => {
      const r = await admin.patch(UPDATE, { deposit: null, dealership_hours_THURSDAY_end: '20:00' });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toMatchObject({ deposit: null, email: 'sales@toronto.example', depositpackage: 'Standard' });
      expect(r.json().daywise_operating_hours[3]).toEqual({ day: 'THURSDAY', is_working: true, start: '09:00', end: '20:00' });
      expect((await admin.patch(UPDATE, { deposit: '' })).json().deposit).toBeNull();
      const audit = await lastAudit();
      expect(Object.keys(audit.after as object).sort()).toEqual(['depositCents', 'hours']);
    });

    it.each([
      [{ name: '  ' }, 'name', 'required'],
      [{ name: 'x'.repeat(121) }, 'name', 'text.too_long'],
      [{ name: 5 }, 'name', 'type.string'],
      [{ address_line_1: 'x'.repeat(201) }, 'address_line_1', 'text.too_long'],
      [{ address_line_2: 'x'.repeat(201) }, 'address_line_2', 'text.too_long'],
      [{ city: 'x'.repeat(201) }, 'city', 'text.too_long'],
      [{ discount_name_en: 'x'.repeat(201) }, 'discount_name_en', 'text.too_long'],
      [{ discount_name_fr: 'x'.repeat(201) }, 'discount_name_fr', 'text.too_long'],
      [{ custom_copy: { welcome: { en: 'x'.repeat(2001), fr: '' } } }, 'custom_copy', 'text.too_long'],
      [{ custom_copy: { welcome: 'hello' } }, 'custom_copy.welcome', 'type.bilingual'],
      [{ compulsory_login: null }, 'compulsory_login', 'type.boolean'],
      [{ use_addons_recommendation: 'true' }, 'use_addons_recommendation', 'type.boolean'],
      [{ country: 'FR' }, 'country', 'choice.invalid'],
      [{ province_code: 'VT' }, 'province_code', 'province.invalid'],
      [{ city: '' }, 'city', 'required'],
      [{ postal_code: '12345' }, 'postal_code', 'postal_code.invalid'],
      [{ country: 'US', province_code: 'VT', postal_code: 'H2X 1Y4' }, 'postal_code', 'postal_code.invalid_zip'],
      [{ phone: '(116) 555-0100' }, 'phone', 'phone.area_code'],
      [{ phone: '(514) 55-0100' }, 'phone', 'phone.invalid'],
      [{ email: 'not-an-email' }, 'email', 'email.invalid'],
      [{ website: 'www.example.com' }, 'website', 'url.invalid'],
      [{ new_cars_link: 'javascript:alert(1)' }, 'new_cars_link', 'url.invalid'],
      [{ used_cars_link: 'ftp://x.example' }, 'used_cars_link', 'url.invalid'],
      [{ saml_login_url: 'nope' }, 'saml_login_url', 'url.invalid'],
      [{ deposit: '12.345' }, 'deposit', 'money.invalid'],
      [{ deposit: '-5' }, 'deposit', 'money.invalid'],
      [{ deposit: '100001' }, 'deposit', 'money.too_large'],
      [{ deposit: 500 }, 'deposit', 'type.string'],
      [{ depositpackage: 'x'.repeat(201) }, 'depositpackage', 'text.too_long'],
      [{ allowed_languages: [] }, 'allowed_languages', 'required'],
      [{ allowed_languages: ['de_DE'] }, 'allowed_languages', 'choice.invalid'],
      [{ trade_in_system: 'carfax' }, 'trade_in_system', 'choice.invalid'],
      [{ credit_application_system: 'other' }, 'credit_application_system', 'choice.invalid'],
      [{ use_postal_code: 'yes' }, 'use_postal_code', 'type.boolean'],
      [{ mandatory_names: 1 }, 'mandatory_names', 'type.boolean'],
      [{ custom_copy: { 'Bad Key': { en: 'a', fr: 'b' } } }, 'custom_copy', 'choice.invalid'],
      [{ dealership_hours_MONDAY_start: '9am' }, 'dealership_hours_MONDAY_start', 'time.invalid'],
      [{ dealership_hours_MONDAY_end: '08:00' }, 'dealership_hours_MONDAY_end', 'hours.end_before_start'],
      [{ dealership_hours_SUNDAY_start: '10:00' }, 'dealership_hours_SUNDAY_end', 'required'],
      [{ dealership_hours_MONDAY_start: '24:00' }, 'dealership_hours_MONDAY_start', 'time.invalid'],
      [{ id: 'the other store' }, 'id', 'field.unknown'],
    ] as [Record<string, unknown>, string, string][])('refuses %j with %s: %s and stores nothing', async (body, field, code) => {
      const before = await row(t.fixture.dealerships.ontario);
      const sent = 'id' in body ? { id: t.fixture.dealerships.other } : body;
      const r = await admin.patch(UPDATE, sent);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.json().errors[field]).toContain(code);
      expect(await row(t.fixture.dealerships.ontario)).toEqual(before);
    });

    it('reports every bad field at once', async () => {
      const r = await admin.put(UPDATE, { ...form, email: 'x', phone: '1', dealership_hours_MONDAY_end: '08:00' });
      expect(Object.keys(r.json().errors).sort()).toEqual(['dealership_hours_MONDAY_end', 'email', 'phone']);
    });

    it('keeps each store to its own admins: no id or parameter reaches another store', async () => {
      const otherBefore = await row(t.fixture.dealerships.other);
      expect((await other.get(HOME)).json().id).toBe(t.fixture.dealerships.other);
      expect((await admin.get(`${HOME}?dealership=${t.fixture.dealerships.other}`)).json().id).toBe(t.fixture.dealerships.ontario);
      expect((await admin.patch(`${UPDATE}?dealership=${t.fixture.dealerships.other}`, { name: 'Renamed' })).json().id).toBe(t.fixture.dealerships.ontario);
      expect((await admin.patch(UPDATE, { dealership: t.fixture.dealerships.other, name: 'X' })).statusCode).toBe(400);
      expect((await admin.get(`/api/dealer/dealership/${t.fixture.dealerships.other}/home_dealership/`)).statusCode).toBe(404);
      // The store the admin does not belong to cannot be switched to.
      expect((await admin.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.other })).statusCode).not.toBe(200);
      // The other store's admin changes its own logo and name, never Ontario's.
      const ontarioBefore = await row(t.fixture.dealerships.ontario);
      expect((await upload(t, other, 'POST', LOGO, [{ field: 'picture', name: 'l.png', type: 'image/png', bytes: await png(10, 10) }])).json().id).toBe(t.fixture.dealerships.other);
      expect((await row(t.fixture.dealerships.ontario)).logoMediaId).toBe(ontarioBefore.logoMediaId);
      expect(await row(t.fixture.dealerships.other)).not.toEqual(otherBefore);
      await admin.patch(UPDATE, { name: 'Fixture Toronto' });
    });

    it('lets the organization admin and the super admin write the store they are in', async () => {
      expect((await orgadmin.patch(UPDATE, { discount_name_en: 'Group discount' })).json().discount_name_en).toBe('Group discount');
      expect((await superadmin.patch(UPDATE, { discount_name_en: 'Dealer discount' })).json().discount_name_en).toBe('Dealer discount');
      expect((await lastAudit()).userId).toBe(superadmin.user.id);
    });

    it('takes a logo: decoded, scaled down to 600 px, served by /api/media/, the old one gone; audited', async () => {
      const first = await upload(t, admin, 'POST', LOGO, [{ field: 'picture', name: 'logo.png', type: 'image/png', bytes: await png(1800, 600) }]);
      expect(first.statusCode, first.body).toBe(200);
      const url = first.json().theme.logo as string;
      expect(url).toMatch(/^\/api\/media\/[A-Za-z0-9_-]+\/$/);
      const served = await admin.get(url);
      expect(served.headers['content-type']).toBe('image/png');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([600, 200]);
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'dealership_logo_changed', before: { logoMediaId: null } });
      const second = await upload(t, admin, 'POST', LOGO, [{ field: 'picture', name: 'logo.jpg', type: 'image/jpeg', bytes: await png(40, 40) }]);
      expect(second.json().theme.logo).not.toBe(url);
      expect((await admin.get(url)).statusCode).toBe(404);
    });

    it('refuses a bad logo (not an image, a GIF, too large, not multipart, missing) and keeps the one it has', async () => {
      const before = (await admin.get(HOME)).json().theme.logo;
      const mediaCount = async () => (await t.ports.database.db.select({ id: media.id }).from(media)).length;
      const count = await mediaCount();
      const fake = await upload(t, admin, 'POST', LOGO, [{ field: 'picture', name: 'logo.png', type: 'image/png', bytes: Buffer.from('<svg onload=alert(1)>') }]);
      expect(fake.statusCode).toBe(400);
      expect(fake.json().errors).toEqual({ picture: ['file.not_an_image'] });
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
      expect((await upload(t, admin, 'POST', LOGO, [{ field: 'picture', name: 'a.png', type: 'image/png', bytes: gif }])).json().errors).toEqual({ picture: ['file.not_an_image'] });
      const big = await upload(t, admin, 'POST', LOGO, [{ field: 'picture', name: 'big.png', type: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
      expect(big.statusCode).toBe(413);
      expect(big.json().errors).toEqual({ picture: ['file.too_large'] });
      expect((await admin.post(LOGO, { picture: 'data:image/png;base64,AAAA' })).statusCode).toBe(415);
      expect((await upload(t, admin, 'POST', LOGO, [])).json().errors).toEqual({ picture: ['required'] });
      expect((await upload(t, admin, 'POST', LOGO, [{ field: 'logo', name: 'a.png', type: 'image/png', bytes: await png(4, 4) }])).statusCode).toBe(400);
      expect((await admin.get(HOME)).json().theme.logo).toBe(before);
      expect(await mediaCount()).toBe(count);
    });

    it('answers the store\'s custom copy to every role, the sales rep included', async () => {
      const r = await rep.get('/api/dealer/dealership/custom_copy/');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ custom_copy: { welcome: { en: 'Welcome', fr: 'Bienvenue' } } });
      expect((await other.get('/api/dealer/dealership/custom_copy/')).json()).toEqual({ custom_copy: {} });
    });

    it('shows an organization admin its stores side by side, and only to organization roles and super admins', async () => {
      const r = await orgadmin.get('/api/dealer/dealership/organization_stores/');
      expect(r.statusCode, r.body).toBe(200);
      const list = r.json() as { id: number; name: string; open_deals: number; users: number; current: boolean }[];
      expect(list.map((s) => s.id).sort()).toEqual([t.fixture.dealerships.ontario, t.fixture.dealerships.quebec].sort());
      expect(list.find((s) => s.id === t.fixture.dealerships.ontario)).toMatchObject({ name: 'Fixture Toronto', current: true, open_deals: 0 });
      expect(list.find((s) => s.id === t.fixture.dealerships.ontario)!.users).toBeGreaterThanOrEqual(6);
      expect(list.some((s) => s.id === t.fixture.dealerships.other)).toBe(false);
      for (const who of [admin, manager, rep]) expect((await who.get('/api/dealer/dealership/organization_stores/')).statusCode).toBe(403);
      expect((await superadmin.get('/api/dealer/dealership/organization_stores/')).json().length).toBeGreaterThanOrEqual(3);
    });

    it('answers the support contact (the store\'s own when none is configured)', async () => {
      const r = await rep.get(SUPPORT);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ phone_number: '(416) 555-0100', email: 'sales@toronto.example' });
      expect((await new Agent(t.app).get(SUPPORT)).statusCode).toBe(401);
    });
  });
}
