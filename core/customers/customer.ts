import type { Language } from '../access/dealer-user';
import type { AppointmentStatus, Awaiting, DepositMode, DepositState, OrderStatus, PaymentType, StepStatuses } from '../shared/deal-states';
import type { Vehicle } from '../inventory/vehicle';
import type { ArchiveReason } from './archive-reasons';

/** Customer status values (spec 001 section 3); archiving sets Lost or Sold, Active brings back. */
export const ARCHIVE_STATUSES = ['Active', 'Lost', 'Sold'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** Where a lead came from (spec: lead_type, values not shown; decided). */
export const LEAD_TYPES = ['website', 'walk_in', 'phone', 'referral', 'third_party', 'chat'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** How an invitation link was shared (track_link_shared/ share_type; values not shown; decided). */
export const SHARE_TYPES = ['copy', 'email', 'sms'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];

/** The fields staff write (spec 001 section 3, "Customer (writable)"), already validated and normalized. */
export interface CustomerFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Ten digits, or empty. */
  readonly phone: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly provinceCode: string;
  readonly postalCode: string;
  readonly note: string;
  readonly salesRepId: number | null;
}

export interface Customer extends CustomerFields {
  readonly id: number;
  readonly dealershipId: number;
  readonly language: Language;
  readonly leadType: LeadType;
  readonly archiveStatus: ArchiveStatus;
  /** Kept while archived (Lost or Sold): why, when and by whom; null when Active or archived without a reason. */
  readonly archiveReason: ArchiveReason | null;
  readonly archivedAt: Date | null;
  readonly awaiting: Awaiting | null;
  readonly invitationSharedAt: Date | null;
  readonly invitationShareType: ShareType | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface PersonName {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
}

/** The vehicle of a deal as the customer list shows it. */
export type VehicleSummary = Pick<
  Vehicle,
  'id' | 'vin' | 'year' | 'make' | 'model' | 'trim' | 'condition' | 'stockNumber' | 'stockStatus' | 'listingPriceCents' | 'images'
>;

/** A deal as the customer list shows it (the newest active deal of the customer). */
export interface OrderSummary {
  readonly id: number;
  readonly paymentType: PaymentType;
  readonly status: OrderStatus;
  readonly awaiting: Awaiting | null;
  readonly isArchived: boolean;
  readonly vehicle: VehicleSummary | null;
  readonly steps: StepStatuses;
  readonly depositStatus: DepositState | null;
  readonly depositMode: DepositMode | null;
  readonly appointmentStatus: AppointmentStatus | null;
  readonly createdAt: Date;
}

/** A customer with what the list and the record show beside the stored fields. */
export interface CustomerView extends Customer {
  readonly salesRep: PersonName | null;
  /** Who archived the customer (null when Active). */
  readonly archivedBy: PersonName | null;
  readonly currentOrder: OrderSummary | null;
  readonly activeOrders: number;
  readonly archivedOrders: number;
  /** Issue 30.4, read for the record and the list's page: the latest e-mail to their address bounced; their number replied STOP. */
  readonly contactFlags?: { readonly emailBounced: boolean; readonly phoneOptedOut: boolean };
}
