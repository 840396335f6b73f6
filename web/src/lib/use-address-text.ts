import { useState } from 'react';

/**
 * A search box's text that follows the address (Back, Forward, a link) yet starts as what the
 * visitor typed. Following it in an effect would wipe text typed before the page came alive: a
 * parent's mount effect runs after the box's own, which hands that text over (useValueTypedEarly).
 * So the address is compared during render, as React's docs advise for state that follows a prop.
 */
export function useAddressText(inAddress: string) {
  const [text, setText] = useState(inAddress);
  const [followed, setFollowed] = useState(inAddress);
  if (inAddress !== followed) {
    setFollowed(inAddress);
    setText(inAddress);
  }
  return [text, setText] as const;
}
