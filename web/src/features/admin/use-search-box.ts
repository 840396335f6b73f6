import { useEffect } from 'react';
import { searchText } from '@/lib/search-text';
import { useAddressText } from '@/lib/use-address-text';

/** The address is changed once typing pauses this long. */
const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box whose text lives in the address: it follows Back and Forward, and what is typed
 * goes into the address (`onSettled`) once typing pauses, never one request per key.
 */
export function useSearchBox(inAddress: string, onSettled: (text: string) => void) {
  const [text, setText] = useAddressText(inAddress);
  useEffect(() => {
    const typed = searchText(text);
    if (typed === inAddress) return;
    const timer = setTimeout(() => onSettled(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });
  return [text, setText] as const;
}
