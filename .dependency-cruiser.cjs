// The house's module boundaries, checked by `npm test` (scripts/test.mjs). Each rule's comment is the
// message a new violation prints. See docs/architecture.md, 'Rules of the house'.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Files import each other in a circle: move the shared piece down (lib/, or a module of its own).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'lib-imports-no-module',
      severity: 'error',
      comment:
        'api/src/lib is what every module uses: it may not import a module. Move the piece into lib/ or pass it in.',
      from: { path: '^api/src/lib/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'providers-import-no-module',
      severity: 'error',
      comment: 'A provider (payments, storage) knows nothing of the modules that use it: no import of api/src/modules.',
      from: { path: '^api/src/providers/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'db-imports-no-module',
      severity: 'error',
      comment: 'api/src/db (schema, client, migrations) sits below every module: it may not import one.',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'modules-meet-through-index',
      severity: 'error',
      comment:
        "A module uses another only through that module's index.ts (its public verbs). Export what you need there, or move the shared piece to lib/.",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/([^/]+)/(?!index\\.ts$)', pathNot: '^api/src/modules/$1/' },
    },
    {
      name: 'outside-uses-module-index',
      severity: 'error',
      comment:
        'Code outside api/src/modules (app, server, jobs, deps, scripts) uses a module only through its index.ts.',
      from: { path: '^(api/src|scripts)/', pathNot: ['^api/src/modules/[^/]+/', '\\.test\\.ts$'] },
      to: { path: '^api/src/modules/[^/]+/(?!index\\.ts$)' },
    },
    {
      name: 'modules-import-no-upper-layer',
      severity: 'error',
      comment:
        'A module may not import what is built on the modules (app.ts, server.ts, deps.ts, jobs/, scripts/): move the piece into a module or lib/.',
      from: { path: '^api/src/(modules|lib|providers|db)/' },
      to: { path: '^api/src/(app|server|deps)\\.ts$|^api/src/(jobs|scripts)/' },
    },
    {
      name: 'clients-import-no-server',
      severity: 'error',
      comment:
        'The web app and the widget talk to the API over HTTP only: they may not import api/ (share code through openapi/).',
      from: { path: '^(web|widgets)/' },
      to: { path: '^api/' },
    },
    {
      name: 'web-components-import-no-feature',
      severity: 'error',
      comment: 'web/src/components is shared by every feature: it may not import a feature. Move the piece down.',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'Product code never imports test code.',
      from: { path: '^(api|web|widgets|openapi)/src/', pathNot: '\\.test\\.tsx?$|/test/' },
      to: { path: '(\\.test\\.tsx?$|^tests/|^web/src/test/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|node_modules)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
