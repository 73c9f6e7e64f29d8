import type { SsoConnectionsBody, SsoConnectionWrite } from '../../../adapters/http/contract/access/sso';
import type { SsoSource } from '@dealer-panel/core/access/sso';
import type { Answer } from '../../shared/answer';

/** The store's manufacturer sign-in connections over HTTP (bound in sso-module.ts). */
export interface SsoPort {
  connections(): Answer<SsoConnectionsBody>;
  /** Saves one connection; a 400 names the fields to fix (`errors`). Answers all three, as saved. */
  save(source: SsoSource, body: SsoConnectionWrite): Answer<SsoConnectionsBody>;
}
