/**
 * A phone number as the product shows it to anyone but its owner's full view (decided, issue 31
 * leftovers): "•••-•••-••05", its last two digits only, the same on the sign-in code's screen, Sign-in
 * security, My messages and the store's Messages (e-mails are masked alike: "h•••@example.com").
 * Fewer than 4 digits: "•••".
 */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 4 ? '•••' : `•••-•••-••${digits.slice(-2)}`;
}

/**
 * An e-mail address as the product shows it to anyone but its owner's full view: "h•••@example.com",
 * enough to know where to look, not enough to learn an address from a forwarded link or a screen.
 * The domain starts at the last "@"; no local part: "•••".
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '•••' : `${email[0] ?? ''}•••${email.slice(at)}`;
}
