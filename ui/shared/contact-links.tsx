import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import { Fragment } from 'react';

/**
 * An e-mail address as a mailto: link. A break opportunity before the "@" lets a long address
 * wrap there in a narrow column instead of widening it or being cut.
 */
export function EmailLink({ email, label, ...props }: AnchorProps & { readonly email: string; readonly label?: string }) {
  const at = email.indexOf('@');
  return (
    <Anchor href={`mailto:${email}`} {...(label === undefined ? {} : { 'aria-label': label })} {...props}>
      {at <= 0 ? email : <Fragment>{email.slice(0, at)}<wbr />{email.slice(at)}</Fragment>}
    </Anchor>
  );
}

/** A phone number as a tel: link dialled by its digits, shown as the country writes it. */
export function PhoneLink({ digits, shown, label, ...props }: AnchorProps & { readonly digits: string; readonly shown: string; readonly label?: string }) {
  return (
    <Anchor href={`tel:${digits.length === 10 ? `+1${digits}` : digits}`} {...(label === undefined ? {} : { 'aria-label': label })} style={{ whiteSpace: 'nowrap' }} {...props}>
      {shown}
    </Anchor>
  );
}
