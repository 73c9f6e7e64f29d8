import type { Clock } from '@dealer-panel/core/shared/ports/clock';
import type { TradeInQuestionRepository } from '@dealer-panel/core/trade-ins/questions-repository';
import type { TradeInRepository } from '@dealer-panel/core/trade-ins/trade-in-repository';
import type { ValuationVendor } from '@dealer-panel/core/trade-ins/valuation';
import type { GalleryLinkRepository, ImageEncoder, PictureRepository } from '@dealer-panel/core/trade-ins/picture';
import type { Db } from '../persistence/shared/database';
import { drizzleQuestionRepository } from '../persistence/trade-ins/drizzle-question-repository';
import { drizzleTradeInRepository } from '../persistence/trade-ins/drizzle-trade-in-repository';
import { drizzleGalleryLinkRepository, drizzlePictureRepository } from '../persistence/trade-ins/drizzle-picture-repository';
import { simulatedValuationVendors, type FailurePlan } from '../valuation/simulated-valuation-vendors';
import { timedVendor, VENDOR_TIMEOUT_MS } from '../valuation/timed-vendor';
import { sharpImageEncoder } from '../system/sharp-image-encoder';

/**
 * The trade-in's ports (issue 16): its record, its pictures (their records, the shared gallery
 * links and the encoder every upload goes through), the store's questionnaire, and the valuation
 * vendors, each bounded by its own timeout.
 */
export interface TradeInPorts {
  readonly tradeIns: TradeInRepository;
  readonly tradeInPictures: PictureRepository;
  readonly galleryLinks: GalleryLinkRepository;
  readonly imageEncoder: ImageEncoder;
  readonly tradeInQuestions: TradeInQuestionRepository;
  readonly valuationVendors: readonly ValuationVendor[];
}

export interface ValuationOptions {
  /** Which simulated valuation vendors fail and how (VALUATION_SIMULATE; tests change the Map); default: none fails. */
  readonly valuationFailures?: FailurePlan;
  /** Each vendor's timeout (default VENDOR_TIMEOUT_MS). */
  readonly vendorTimeoutMs?: number;
}

export const tradeInPorts = (db: Db, clock: Clock, options: ValuationOptions): TradeInPorts => ({
  tradeIns: drizzleTradeInRepository(db),
  tradeInPictures: drizzlePictureRepository(db),
  galleryLinks: drizzleGalleryLinkRepository(db),
  imageEncoder: sharpImageEncoder(),
  tradeInQuestions: drizzleQuestionRepository(db),
  valuationVendors: simulatedValuationVendors(clock, options.valuationFailures).map((v) => timedVendor(v, options.vendorTimeoutMs ?? VENDOR_TIMEOUT_MS)),
});
