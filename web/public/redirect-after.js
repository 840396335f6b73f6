// A signed-in page a visitor asked for (api/src/modules/pages/render-page.ts) shows the spec's toast
// and runs none of the app's script: this sends the visitor to log in after the spec's delay, like the
// app (web/src/lib/redirect.ts), but replacing the page, so Back does not bring the toast again.
(() => {
  const { to, after } = document.currentScript.dataset;
  setTimeout(() => location.replace(to), Number(after));
})();
