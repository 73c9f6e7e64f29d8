import { PasskeySignIn } from './passkey-sign-in';

/**
 * The passkey way of the verification page's factor panel (issue 30.5): the passkey button, which
 * checks the user's passkeys itself and continues the sign-in as after a code.
 */
export function PasskeyVerificationSlot(_props: { readonly rememberDevice: boolean; readonly onVerified: () => void }) {
  return <PasskeySignIn />;
}
