/**
 * Header text from our data, made safe to put in a header: line breaks and other control characters
 * become spaces, so a name like "Ann\r\nBcc: x@evil.test" stays one display name. nodemailer then
 * quotes or encodes it as an address object's name; nothing of ours is written as raw header text.
 */
export const oneLine = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

/** A recipient as nodemailer's address object; an address that is not one line is refused outright. */
export function recipientOf(to: { name: string | null; address: string }) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address with one is no address
  if (/[\u0000-\u001f\u007f]/.test(to.address)) throw new Error('the recipient address is not one line');
  return { name: oneLine(to.name ?? ''), address: to.address };
}
