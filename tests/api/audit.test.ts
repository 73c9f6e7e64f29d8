import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../adapters/persistence/schema';
import { throwawayPglite } from '../../adapters/persistence/shared/throwaway-database';
import { Agent, PASSWORD, latestCode, signedIn, testApp, type TestApp } from './support/test-app';

describe('audit trail', () => {
  let t: TestApp;
  beforeAll(async () => { t = await testApp(await throwawayPglite()); });
  afterAll(async () => { await t.close(); });

  const actions = async () => (await t.ports.database.db.select().from(auditLog).orderBy(asc(auditLog.id))).map((r) => ({ action: r.action, userId: r.userId }));

  it('records sign-in, failed sign-in, codes, password change and reset, dealership switch and sign-out', async () => {
    const { orgadmin, rep } = t.fixture.users;
    await new Agent(t.app).post('/api/dealer/user/login/', { email: orgadmin.email, password: 'wrong-password-1' });
    const agent = await signedIn(t, orgadmin.email, orgadmin.phone);
    await agent.post('/api/dealer/user/transfer_session/', { dealership_id: t.fixture.dealerships.quebec });
    await agent.post('/api/dealer/user/change_password/', { current_password: PASSWORD, new_password: 'Changed-Pass-1', confirm_new_password: 'Changed-Pass-1' });
    await agent.post('/api/dealer/user/logout/');
    const other = new Agent(t.app);
    await other.post('/api/dealer/user/login/', { email: rep.email, password: PASSWORD });
    await other.post('/api/dealer/user/send_otp/');
    await other.post('/api/dealer/user/verification/', { token: (await latestCode(t.ports, rep.phone)) === '000000' ? '111111' : '000000' });
    await new Agent(t.app).post('/api/dealer/user/reset_password/', { email: rep.email });
    const rows = await actions();
    expect(rows.map((r) => r.action)).toEqual([
      'sign_in_failed', 'sign_in', 'code_sent', 'code_confirmed', 'dealership_switched', 'password_changed', 'sign_out',
      'sign_in', 'code_sent', 'code_failed', 'password_reset_requested',
    ]);
    expect(rows.slice(0, 7).every((r) => r.userId === orgadmin.id)).toBe(true);
  });
});
