import { defaultNotifications, type DealerUser } from './dealer-user';
import type { Country, Dealership } from './dealership';
import type { DealershipContext } from './dealership-context';
import { DEALER_ROLES, type DealerRole } from './role';
import { SESSION_ABSOLUTE_MS } from './session';
import { sessionContextOf } from './session-context';
import { LANGUAGES, type Language } from '../shared/language';

/**
 * What `dealershipContext` needs to build the context a dealership-scoped use case runs for, when
 * no sign-in made one (another program, a script, a test). Required: the store's id, name, country
 * and province or state, the user's id, and their role at the store (a super admin needs none).
 * Everything else has a neutral default, named beside it.
 */
export interface DealershipContextInput {
  readonly dealership: {
    readonly id: number;
    readonly name: string;
    readonly country: Country;
    /** Two letters: a province (QC, ON…) in Canada, a state (VT, NY…) in the USA. */
    readonly provinceCode: string;
    /** Default: ''. */
    readonly city?: string;
    /** Default: ''. */
    readonly postalCode?: string;
    /** Default: fr_CA in Québec, en_CA elsewhere in Canada, en_US in the USA. */
    readonly defaultLanguage?: Language;
    /** Default: null (a store of no organization). */
    readonly organizationId?: number | null;
  };
  readonly user: {
    readonly id: number;
    /** Defaults: '' (names), `user<id>@dealership<id>.invalid` (e-mail), the store's language. */
    readonly firstName?: string;
    readonly lastName?: string;
    readonly email?: string;
    readonly language?: Language;
    /** Default: false. A super admin may do everything, with or without a role. */
    readonly isSuperAdmin?: boolean;
    /** Default: false. A manufacturer's corporate user may look, not act (no deal, no refund). */
    readonly isCorporate?: boolean;
    /** Per-user permission choices over the role's defaults (`can_manage_deposits`…). Default: none. */
    readonly permissions?: Readonly<Record<string, boolean>>;
  };
  /** The user's role at the store (DEALER_ROLES); null only for a super admin. */
  readonly role: DealerRole | null;
  /** The session's times (created, last seen; it expires 12 hours later). Default: the epoch. */
  readonly at?: Date;
}

const isId = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
const isLanguage = (l: unknown): boolean => l === undefined || LANGUAGES.includes(l as Language);

/** Every problem of the input, as `path: what is wrong`; empty when it builds. */
export function dealershipContextProblems(input: DealershipContextInput): readonly string[] {
  const { dealership: d, user: u, role } = input;
  const problems: string[] = [];
  if (!isId(d.id)) problems.push('dealership.id: a positive integer');
  if (typeof d.name !== 'string' || d.name.trim() === '') problems.push('dealership.name: required');
  if (d.country !== 'CA' && d.country !== 'US') problems.push("dealership.country: 'CA' or 'US'");
  if (typeof d.provinceCode !== 'string' || !/^[A-Z]{2}$/.test(d.provinceCode)) problems.push('dealership.provinceCode: two capital letters (QC, ON, VT…)');
  if (!isLanguage(d.defaultLanguage)) problems.push(`dealership.defaultLanguage: one of ${LANGUAGES.join(', ')}`);
  if (d.organizationId !== undefined && d.organizationId !== null && !isId(d.organizationId)) problems.push('dealership.organizationId: a positive integer or null');
  if (!isId(u.id)) problems.push('user.id: a positive integer');
  if (!isLanguage(u.language)) problems.push(`user.language: one of ${LANGUAGES.join(', ')}`);
  if (role === null ? u.isSuperAdmin !== true : !DEALER_ROLES.includes(role)) problems.push(`role: one of ${DEALER_ROLES.join(', ')} (null only for a super admin)`);
  if (input.at !== undefined && (!(input.at instanceof Date) || Number.isNaN(input.at.getTime()))) problems.push('at: a valid Date');
  return problems;
}

const storeLanguage = (country: Country, provinceCode: string): Language => (country === 'US' ? 'en_US' : provinceCode === 'QC' ? 'fr_CA' : 'en_CA');

/**
 * The context a dealership-scoped use case runs for (`createOrder`, `refundDeposit`,
 * `submitQuotes`…): the store, the user, their role and the rights that follow, as a sign-in would
 * load them. Throws a TypeError naming every invalid field (a programming error, not a refusal).
 */
export function dealershipContext(input: DealershipContextInput): DealershipContext {
  const problems = dealershipContextProblems(input);
  if (problems.length > 0) throw new TypeError(`dealershipContext: ${problems.join('; ')}`);
  const { dealership: d, user: u } = input;
  const language = d.defaultLanguage ?? storeLanguage(d.country, d.provinceCode);
  const dealership: Dealership = {
    id: d.id, organizationId: d.organizationId ?? null, name: d.name.trim(), country: d.country, provinceCode: d.provinceCode,
    city: d.city ?? '', postalCode: d.postalCode ?? '', defaultLanguage: language,
    isTrsEnabled: false, useActivixCrm: false, enableSalesManagerFeeDiscounts: false,
  };
  const user: DealerUser = {
    id: u.id, email: u.email ?? `user${u.id}@dealership${d.id}.invalid`, firstName: u.firstName ?? '', lastName: u.lastName ?? '', phone: '',
    language: u.language ?? language, isSuperAdmin: u.isSuperAdmin ?? false, isDealerVwCorporate: u.isCorporate ?? false,
    showAnalyticsDashboard: false, isActive: true, isNotAutomaticallyAssigned: false, source: 'context', homeDealershipId: d.id,
    dealerNotifications: defaultNotifications, lastActivity: null, invitationSentAt: null, avatarMediaId: null, showCreditApplication: true,
    permissions: u.permissions ?? {},
  };
  const at = input.at ?? new Date(0);
  const session = {
    id: `context:${d.id}:${u.id}`, userId: u.id, dealershipId: d.id, fullyAuthenticated: true, language: null,
    createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS), endedAt: null,
  };
  const memberships = input.role === null ? [] : [{ dealershipId: d.id, role: input.role }];
  const context = sessionContextOf({ session, user, memberships, dealership });
  if (context === null) throw new Error('dealershipContext: an active user always has a context');
  return { ...context, dealership };
}
