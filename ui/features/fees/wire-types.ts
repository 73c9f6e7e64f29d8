import type * as t from 'io-ts';
import type { CustomFeeBody, GlobalDiscountBody, GlobalFeeBody, CustomDiscountBody } from '../../../adapters/http/contract/fees/fees';

/** A global row as listed: a discount's fields, and a fee's extra ones when it is a fee. */
export type GlobalRow = t.TypeOf<typeof GlobalDiscountBody> & Partial<Omit<GlobalFeeBody, keyof t.TypeOf<typeof GlobalDiscountBody>>>;
/** A custom row as listed: a discount's fields, and a fee's extra ones when it is a fee. */
export type CustomRow = t.TypeOf<typeof CustomDiscountBody> & Partial<Omit<CustomFeeBody, keyof t.TypeOf<typeof CustomDiscountBody>>>;
