/** Money in integer cents; never a float on the wire or in the maths. */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`cents must be a safe integer, got ${value}`);
  return value as Cents;
}
