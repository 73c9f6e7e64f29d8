import type { Language } from '@dealer-panel/core/access/dealer-user';
import type { DealerRole } from '@dealer-panel/core/access/role';
import type { StoreKey } from './demo-stores';

/** Every demo account's password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Dealer-Demo-2026';

export interface DemoStaff {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  /** The role the account demonstrates; super_admin is the is_super_admin flag, without memberships. */
  readonly role: DealerRole;
  /** Where the role is held; organization roles hold it at every store. */
  readonly stores: readonly StoreKey[];
  readonly home: StoreKey | null;
  /** The confirmed phone for one-time codes; null leaves the phone set-up screen to the user. */
  readonly devicePhone: string | null;
  readonly isDealerVwCorporate?: boolean;
  readonly showAnalyticsDashboard?: boolean;
  readonly isNotAutomaticallyAssigned?: boolean;
}

const ALL: readonly StoreKey[] = ['qc', 'on', 'vt'];
const d = (local: string) => `${local}@demo.dealer.test`;

// Phones are in the 555-01xx block, reserved for fiction by the NANP: realistic, and nobody's.
export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: d('superadmin'), firstName: 'Alexandre', lastName: 'Morin', language: 'en_CA', role: 'super_admin', stores: [], home: null, devicePhone: '514-555-0101', showAnalyticsDashboard: true },
  { email: d('orgadmin'), firstName: 'Catherine', lastName: 'Lefebvre', language: 'en_CA', role: 'organization_admin', stores: ALL, home: 'qc', devicePhone: '438-555-0102', showAnalyticsDashboard: true },
  { email: d('assistant'), firstName: 'Julien', lastName: 'Bouchard', language: 'fr_CA', role: 'organization_assistant', stores: ALL, home: 'qc', devicePhone: '514-555-0103' },
  { email: d('admin'), firstName: 'Karen', lastName: 'Mitchell', language: 'en_CA', role: 'dealer_admin', stores: ['on'], home: 'on', devicePhone: '416-555-0104', showAnalyticsDashboard: true },
  { email: d('manager'), firstName: 'Raj', lastName: 'Patel', language: 'en_CA', role: 'dealer_sales_manager', stores: ['on'], home: 'on', devicePhone: '647-555-0105', showAnalyticsDashboard: true },
  { email: d('rep'), firstName: 'Emily', lastName: 'Chen', language: 'en_CA', role: 'dealer_sales_rep', stores: ['on'], home: 'on', devicePhone: '416-555-0106' },
  { email: d('corporate'), firstName: 'Thomas', lastName: 'Becker', language: 'en_CA', role: 'dealer_admin', stores: ['on'], home: 'on', devicePhone: '647-555-0107', isDealerVwCorporate: true },
  { email: d('admin.qc'), firstName: 'Geneviève', lastName: 'Côté', language: 'fr_CA', role: 'dealer_admin', stores: ['qc'], home: 'qc', devicePhone: '514-555-0108', showAnalyticsDashboard: true },
  { email: d('rep.us'), firstName: 'Tyler', lastName: 'Morgan', language: 'en_US', role: 'dealer_sales_rep', stores: ['vt'], home: 'vt', devicePhone: null },
  // More reps, so customers spread over several; one per store is kept out of automatic assignment.
  { email: d('marie-eve.gagne'), firstName: 'Marie-Ève', lastName: 'Gagné', language: 'fr_CA', role: 'dealer_sales_rep', stores: ['qc'], home: 'qc', devicePhone: '438-555-0110' },
  { email: d('jean-francois.belanger'), firstName: 'Jean-François', lastName: 'Bélanger', language: 'fr_CA', role: 'dealer_sales_rep', stores: ['qc'], home: 'qc', devicePhone: '514-555-0111' },
  { email: d('stephane.levesque'), firstName: 'Stéphane', lastName: 'Lévesque', language: 'fr_CA', role: 'dealer_sales_rep', stores: ['qc'], home: 'qc', devicePhone: '438-555-0112', isNotAutomaticallyAssigned: true },
  { email: d('priya.sharma'), firstName: 'Priya', lastName: 'Sharma', language: 'en_CA', role: 'dealer_sales_rep', stores: ['on'], home: 'on', devicePhone: '647-555-0113' },
  { email: d('marcus.williams'), firstName: 'Marcus', lastName: 'Williams', language: 'en_CA', role: 'dealer_sales_rep', stores: ['on'], home: 'on', devicePhone: '416-555-0114' },
  { email: d('daniel.oconnor'), firstName: 'Daniel', lastName: "O'Connor", language: 'en_CA', role: 'dealer_sales_rep', stores: ['on'], home: 'on', devicePhone: '647-555-0115', isNotAutomaticallyAssigned: true },
  { email: d('ashley.brooks'), firstName: 'Ashley', lastName: 'Brooks', language: 'en_US', role: 'dealer_sales_rep', stores: ['vt'], home: 'vt', devicePhone: '802-555-0116' },
  { email: d('kevin.lamoureux'), firstName: 'Kevin', lastName: 'Lamoureux', language: 'en_US', role: 'dealer_sales_rep', stores: ['vt'], home: 'vt', devicePhone: '802-555-0117', isNotAutomaticallyAssigned: true },
];

export const DEMO_EMAILS: readonly string[] = DEMO_STAFF.map((s) => s.email);
