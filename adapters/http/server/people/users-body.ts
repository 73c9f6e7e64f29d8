import { fullName } from '@dealer-panel/core/shared/person-name';
import { type StaffChanges, type StaffMember } from '@dealer-panel/core/people/users/staff-member';
import { permissionsOf } from '@dealer-panel/core/access/permissions';
import type { StaffUserBody, UpdateUserRequest } from '../../contract/people/users';

/** A user of the store as the users screen reads them. */
export function staffUserBody(m: StaffMember): StaffUserBody {
  return {
    id: m.id, email: m.email, first_name: m.firstName, last_name: m.lastName, full_name: fullName(m), phone: m.phone,
    language: m.language, role: m.role, is_active: m.isActive, is_dealer_vw_corporate: m.isDealerVwCorporate,
    avatar: m.avatarMediaId === null ? null : `/api/media/${m.avatarMediaId}/`,
    invitation_sent_at: m.invitationSentAt?.toISOString() ?? null,
    invitation_pending: !m.hasPassword,
    last_activity: m.lastActivity?.toISOString() ?? null,
    show_credit_application: m.showCreditApplication,
    is_not_automatically_assigned_to_customer: m.isNotAutomaticallyAssigned,
    show_analytics_dashboard: m.showAnalyticsDashboard,
    dealer_notifications: m.dealerNotifications,
    permissions: permissionsOf(m.permissions, m.role),
  };
}

/** PATCH user/{id}/'s wire names to core's. */
export function staffChanges(b: UpdateUserRequest): StaffChanges {
  return {
    ...(b.email !== undefined ? { email: b.email } : {}),
    ...(b.first_name !== undefined ? { firstName: b.first_name } : {}),
    ...(b.last_name !== undefined ? { lastName: b.last_name } : {}),
    ...(b.phone !== undefined ? { phone: b.phone } : {}),
    ...(b.language !== undefined ? { language: b.language } : {}),
    ...(b.set_role !== undefined ? { role: b.set_role } : {}),
    ...(b.set_dealer_notifications !== undefined ? { dealerNotifications: b.set_dealer_notifications } : {}),
    ...(b.set_dealer_permissions !== undefined ? { permissions: b.set_dealer_permissions } : {}),
    ...(b.show_credit_application !== undefined ? { showCreditApplication: b.show_credit_application } : {}),
    ...(b.set_is_not_automatically_assigned_to_customer !== undefined ? { isNotAutomaticallyAssigned: b.set_is_not_automatically_assigned_to_customer } : {}),
    ...(b.show_analytics_dashboard !== undefined ? { showAnalyticsDashboard: b.show_analytics_dashboard } : {}),
  };
}
