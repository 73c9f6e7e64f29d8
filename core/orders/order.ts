import type { ArchiveReason } from '../customers/archive-reasons';
import type { PersonName } from '../customers/customer';
import type { Language } from '../access/dealer-user';
import type { Vehicle } from '../inventory/vehicle';
import type { AppointmentStatus, Awaiting, DepositMode, DepositState, OrderStatus, PaymentType, StepStatuses } from '../shared/deal-states';

/** A deal (spec 001 sections 3 and 4). Money in cents. */
export interface Order {
  readonly id: number;
  readonly dealershipId: number;
  readonly customerId: number;
  readonly vehicleId: number | null;
  readonly paymentType: PaymentType;
  readonly status: OrderStatus;
  readonly steps: StepStatuses;
  readonly awaiting: Awaiting | null;
  readonly isArchived: boolean;
  readonly archivedStatusChangedAt: Date | null;
  readonly archivedStatusChangedBy: number | null;
  /** Why it was archived (null when active, or archived without a reason). */
  readonly archiveReason: ArchiveReason | null;
  readonly note: string;
  readonly campaign: string | null;
  readonly paymentIncludeTax: boolean;
  readonly financeDownPaymentCents: number;
  readonly leaseDownPaymentCents: number;
  readonly accessoryIds: readonly number[];
  /** The accessories of accessoryIds the customer wants installed (always a subset of them). */
  readonly installAccessoryIds: readonly number[];
  readonly protectionIds: readonly number[];
  readonly incentives: readonly number[];
  readonly proposedAppointment: Date | null;
  readonly appointmentStatus: AppointmentStatus | null;
  readonly depositStatus: DepositState | null;
  readonly depositMode: DepositMode | null;
  readonly depositAmountCents: number | null;
  readonly confirmedAt: Date | null;
  readonly confirmedBy: number | null;
  readonly commissionNumber: string | null;
  /** The secret part of the customer's links to this deal (easy_links/, send_order_link/). */
  readonly linkToken: string;
  readonly createdBy: number | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** A deal with what its screens show beside it. */
export interface OrderView extends Order {
  readonly vehicle: Vehicle | null;
  readonly customer: PersonName & { readonly email: string; readonly language: Language };
  readonly archivedBy: PersonName | null;
}

/** The fields a new deal starts with (spec 001 section 3, "Writable on create"), checked. */
export interface NewOrder {
  readonly customerId: number;
  readonly vehicleId: number;
  readonly paymentType: PaymentType;
  readonly financeDownPaymentCents: number;
  readonly leaseDownPaymentCents: number;
  readonly paymentIncludeTax: boolean;
  readonly campaign: string | null;
  readonly linkToken: string;
  readonly createdBy: number;
}

/** What an update may change ("Writable on update" plus the note), checked; absent means unchanged. */
export interface OrderChanges {
  readonly customerId?: number;
  readonly paymentType?: PaymentType;
  readonly paymentIncludeTax?: boolean;
  readonly accessoryIds?: readonly number[];
  readonly installAccessoryIds?: readonly number[];
  readonly protectionIds?: readonly number[];
  readonly incentives?: readonly number[];
  readonly proposedAppointment?: Date | null;
  readonly appointmentStatus?: AppointmentStatus | null;
  /** The appointment step's status (awaiting-dealer, completed, canceled) as the appointment moves. */
  readonly appointmentStep?: OrderStatus;
  /** The customer-quote step's status as the deal's quote flow moves (issue 15). */
  readonly customerQuoteStep?: OrderStatus;
  /** The file-upload step's status (a customer's upload makes it await the dealer). */
  readonly fileUploadStep?: OrderStatus;
  readonly note?: string;
}
