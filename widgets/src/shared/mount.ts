import { type ComponentChild, render } from 'preact';

const MOUNTED = 'pentasMounted';

/**
 * Renders `view` into a Shadow DOM on every element matching `selector`, now and whenever more are
 * added to the page: the host page's CSS cannot reach in, and ours cannot leak out.
 */
export function mountAll(selector: string, css: string, view: (host: HTMLElement) => ComponentChild) {
  const mountOne = (host: HTMLElement) => {
    if (host.dataset[MOUNTED]) return;
    host.dataset[MOUNTED] = '1';
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = css;
    const root = document.createElement('div');
    root.className = 'pentas';
    shadow.append(style, root);
    render(view(host), root);
  };
  const scan = () => {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) mountOne(el);
  };
  scan();
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
}

/** Where this script was served from: the marketplace the widget talks to. */
export function scriptOrigin(): string {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : window.location.origin;
}
