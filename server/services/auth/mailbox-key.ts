/** Domains whose mailboxes ignore dots in the local part (Gmail delivers j.doe@ and jdoe@ to one inbox). */
const DOTS_IGNORED = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, as a key for per-address limits on the mail we send: lower case, without a `+tag`
 * (ann+1@ and ann+2@ are ann@'s inbox at nearly every provider), and for Gmail without dots and with googlemail.com
 * as gmail.com. Only for counting: mail still goes to the address as given, and accounts are still told apart by
 * their whole address. Merging two real mailboxes only makes their shared limit stricter.
 * @example mailboxKey('J.Doe+News@GoogleMail.com') // 'jdoe@gmail.com'
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
