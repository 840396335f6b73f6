/**
 * A recipient's address as a sender's wallet shows it: its first character and its domain,
 * 'a•••@example.com' (decisions.md item 40). The sender typed the whole address once; the wallet keeps
 * reminding them without showing it whole on a screen held up at the door, and without telling them the
 * recipient's new address if the recipient changes it later.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const [first = ''] = Array.from(local);
  return at > 0 ? `${first}•••${email.slice(at)}` : `${first}•••`;
}
