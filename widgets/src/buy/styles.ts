/** The widget's own look: its font stack and colours, nothing inherited from the host page. */
export const css = `
:host { all: initial; display: block; }
.pentas { --accent: #0f766e; --warm: #b45309; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1c1917; background: #fff; border: 1px solid #e7e5e4; border-radius: 12px; overflow: hidden; max-width: 480px; min-width: 0; }
.pentas * { box-sizing: border-box; }
.head { display: grid; grid-template-columns: 80px minmax(0, 1fr); gap: 12px; align-items: start; }
.poster { display: block; width: 80px; aspect-ratio: 4 / 5; object-fit: contain; background: #f1f0ee; border-radius: 6px; }
.body { padding: 14px 16px 16px; display: grid; gap: 10px; }
h2 { margin: 0; font-size: 17px; line-height: 1.3; }
.meta { color: #57534e; font-size: 13px; font-variant-numeric: tabular-nums; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
li { display: flex; justify-content: space-between; gap: 12px; align-items: center; border-top: 1px solid #f1f0ee; padding-top: 8px; }
.name { font-weight: 600; }
.price { color: var(--warm); font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; }
.sold { color: #b91c1c; font-weight: 600; }
.note { color: #57534e; font-size: 12px; font-weight: 600; text-align: right; }
.ended { margin: 0; padding: 11px 14px; border-radius: 8px; background: #f1f0ee; text-align: center; font-size: 14px; }
.left { color: #57534e; font-size: 12px; }
.was { color: #57534e; font-size: 12px; }
.code { margin: 0; padding: 6px 10px; border-radius: 6px; background: #f0fdfa; font-size: 13px; }
.code.bad { background: #fef2f2; color: #b91c1c; }
a.cta { display: block; text-align: center; background: var(--accent); color: #fff; text-decoration: none; font-weight: 600;
  border-radius: 8px; padding: 11px 14px; min-height: 44px; }
a.cta:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.stepper { display: inline-flex; align-items: center; gap: 4px; }
.stepper button { all: unset; box-sizing: border-box; width: 36px; height: 36px; border: 1px solid #d6d3d1; border-radius: 8px;
  text-align: center; font-size: 18px; line-height: 34px; cursor: pointer; color: #1c1917; }
.stepper button:disabled { opacity: .35; cursor: default; }
.stepper button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.stepper output { min-width: 22px; text-align: center; font-weight: 600; font-variant-numeric: tabular-nums; }
.total { display: flex; justify-content: space-between; font-size: 15px; border-top: 1px solid #e7e5e4; padding-top: 10px; }
a.cta[aria-disabled=true] { opacity: .5; cursor: default; }
.skeleton { background: #f1f0ee; border-radius: 6px; height: 14px; }
.error { padding: 16px; color: #57534e; }
@media (prefers-reduced-motion: no-preference) { .skeleton { animation: pulse 1.2s ease-in-out infinite; } }
@keyframes pulse { 50% { opacity: .5; } }
`;
