// A page the server rendered (api/src/modules/pages/render-page.ts) paints from its HTML, CSS, font
// and poster alone: its scripts, which only hydrate it, are fetched once it has loaded what it paints
// (the load event; lazy images below the fold do not hold it), all at once (the entry and every chunk
// it needs), so the first paint has the connection to itself on a slow phone. A poster that takes
// long does not hold the page's buttons back: the scripts start at most 1.5 s after the HTML is read.
// The entry then evaluates the app in steps, one per task (web/src/main.tsx).
(() => {
  const { entry, chunks } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks ? chunks.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // The frame after: by then what was loaded has painted.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
  setTimeout(start, 1500);
})();
