import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates a page the server rendered (and in the server's render), true
 * otherwise. What shows browser-only state (localStorage) reads it only once this is true: hydration
 * then finds the very tree the server made, and the browser's value follows in the next render.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * For a controlled text box: on a page painted from the server's HTML, what was typed (or filled in
 * by a password manager) before the page's script ran stays in the box, and this hands it to the
 * state once, on mount (later the box and the state change together). Returns the box's ref.
 */
export function useValueTypedEarly(value: string, onChange: (value: string) => void) {
  const box = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const typed = box.current?.value;
    if (typed && typed !== value) onChange(typed);
  }, []);
  return box;
}
