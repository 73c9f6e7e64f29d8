import type { ServiceIdentifier } from 'inversify';
import type { QuestionnaireViewModel } from './questionnaire/questionnaire-view-model';
import type { TradeInPageTarget } from './trade-in-port';
import type { TradeInViewModel } from './trade-in-view-model';
import type { PictureSlotsPort } from '../../shared/picture-slots/picture-slots-port';

/** Tokens of the trade-ins feature (bound in trade-in-module.ts). */
export const TradeInTokens = {
  viewModel: Symbol('tradeInViewModel') as ServiceIdentifier<(target: TradeInPageTarget) => TradeInViewModel>,
  /** /questionnaire: the store's trade-in questions. */
  questionnaire: Symbol('questionnaireViewModel') as ServiceIdentifier<() => QuestionnaireViewModel>,
  /** A trade-in's picture slots, by its id. */
  pictures: Symbol('tradeInPictures') as ServiceIdentifier<(tradeInId: number) => PictureSlotsPort>,
} as const;
