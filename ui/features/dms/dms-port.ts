import type { DmsSchedulePushResponse, DmsSyncInfoResponse } from '../../../adapters/http/contract/dms/dms';
import type { Answer } from '../../shared/answer';
import type * as t from 'io-ts';

export type SyncInfo = t.TypeOf<typeof DmsSyncInfoResponse>;
export type SchedulePushAnswer = t.TypeOf<typeof DmsSchedulePushResponse>;

/** The deal's DMS link over HTTP (bound in dms-module.ts). */
export interface DmsPort {
  syncInfo(orderId: number): Answer<SyncInfo>;
  schedulePush(orderId: number): Answer<SchedulePushAnswer>;
}
