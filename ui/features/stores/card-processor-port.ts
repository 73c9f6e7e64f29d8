import type { CardProcessorStatusBody } from '../../../adapters/http/contract/stores/card-processor';
import type { Answer } from '../../shared/answer';

/** The store's card-processor account over HTTP (bound in card-processor-module.ts). */
export interface CardProcessorPort {
  status(): Answer<CardProcessorStatusBody>;
  /** The processor's authorize page for a fresh single-use state. */
  startConnect(): Answer<{ readonly url: string }>;
  disconnect(): Answer<CardProcessorStatusBody>;
  /** Leaves the panel for the processor's page (window.location.assign in the browser). */
  leave(url: string): void;
}
