import type { PasswordResetRepository } from '../../access/one-time-code-repository';
import type { AuditLog } from '../../shared/ports/audit-log';
import type { Clock } from '../../shared/ports/clock';
import type { EmailSender } from '../../shared/ports/message-senders';
import type { MessageTemplates } from '../../shared/ports/message-templates';
import type { Secrets } from '../../shared/ports/secrets';
import { type StaffMember } from './staff-member';
import { permissionsOf } from '../../access/permissions';
import type { UserAdminRepository } from './user-admin-repository';

/** The ports the users screen's use cases need. */
export interface UserAdminDeps {
  readonly staff: UserAdminRepository;
  readonly resets: PasswordResetRepository;
  readonly email: EmailSender;
  readonly templates: MessageTemplates;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly audit: AuditLog;
}

/** Where a request came from, and how to write the set-your-password link of a token. */
export interface RequestMeta {
  readonly ip: string;
  readonly invitationUrl: (token: string) => string;
}

/** A member's fields as the audit trail records them (the wire's names). */
export function auditedFields(m: StaffMember): Record<string, unknown> {
  return {
    email: m.email, first_name: m.firstName, last_name: m.lastName, phone: m.phone, language: m.language, role: m.role,
    dealer_notifications: m.dealerNotifications, permissions: permissionsOf(m.permissions, m.role), show_credit_application: m.showCreditApplication,
    is_not_automatically_assigned_to_customer: m.isNotAutomaticallyAssigned, show_analytics_dashboard: m.showAnalyticsDashboard,
    is_active: m.isActive, invitation_sent_at: m.invitationSentAt?.toISOString() ?? null,
  };
}
