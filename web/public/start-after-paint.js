// A page the server rendered (api/src/modules/pages/render-page.ts) paints from its HTML, CSS, font
// and poster alone: its scripts, which only hydrate it, are fetched once it has painted, all at once
// (the entry and every chunk it needs), so the first paint has the connection to itself.
(() => {
  const { entry, chunks } = document.currentScript.dataset;
  const start = () => {
    for (const href of chunks ? chunks.split(' ') : []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // The frame after the first one: by then the page has painted.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
