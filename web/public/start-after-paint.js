// A page the server rendered (api/src/modules/pages/render-page.ts) paints from its HTML, CSS, font
// and poster alone: its scripts, which only hydrate it, are fetched once it has loaded what it paints
// (the load event; lazy images below the fold do not hold it), all at once (the entry and every chunk
// it needs), so the first paint has the connection to itself on a slow phone. A poster that takes
// long does not hold the page's buttons back: the scripts start at most 1.5 s after the HTML is read.
// The entry's chunks (React, then the shell) are evaluated one per task before the entry: together
// they were one long task on a phone's CPU.
(() => {
  const { entry, chunks, steps } = document.currentScript.dataset;
  const list = (value) => (value ? value.split(' ') : []);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const href of list(chunks)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    try {
      for (const step of list(steps)) {
        await import(step);
        await nextTask();
      }
    } finally {
      // A step that failed to load is the entry's to retry (and to report).
      import(entry);
    }
  };
  // The frame after: by then what was loaded has painted.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
  setTimeout(start, 1500);
})();
