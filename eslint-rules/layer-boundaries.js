import path from 'node:path';

/**
 * Keeps imports flowing one way (docs/ARCHITECTURE.md): common -> core -> server, common -> web,
 * and no web feature importing another. Relative imports are resolved against the importing
 * file, so `../../server/x.ts` from core/ is caught however it is spelled.
 */
const ALLOWED_LAYERS = {
  common: ['common'],
  core: ['common', 'core'],
  server: ['common', 'core', 'server'],
  web: ['common', 'web'],
  bin: ['common', 'core', 'server', 'bin'],
  // Evals and benchmarks may start the test support's stand-ins (the fake model server), as the
  // tests do; nothing the product ships imports either.
  scripts: ['common', 'core', 'server', 'scripts', 'bin', 'tests'],
  tests: ['common', 'core', 'server', 'web', 'bin', 'tests'],
};

// The built-in engine's steps, in the order a document flows through them (docs/ARCHITECTURE.md):
// a step imports only itself and the steps before it. Files at core/analysis/ itself run the
// steps, and the language-model engine comes after all of them.
const ANALYSIS_STEPS = [
  'text',
  'learned',
  'type',
  'reading',
  'playbooks',
  'findings',
  'summary',
  'llm',
];

function locateStep(root, filePath) {
  const [layer, area, step] = path.relative(root, filePath).split(path.sep);
  if (layer !== 'core' || area !== 'analysis') return -1;
  return ANALYSIS_STEPS.indexOf(step);
}

function locate(root, filePath) {
  const relative = path.relative(root, filePath).split(path.sep);
  const [layer, second, third, ...rest] = relative;
  const feature = layer === 'web' && second === 'features' ? third : undefined;
  return { layer, feature, pathInFeature: feature ? rest.join('/') : undefined };
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the layering of common, core, server and web, and isolated web features',
    },
    schema: [],
    messages: {
      layer: "'{{from}}' may not import from '{{to}}' (allowed: {{allowed}}).",
      feature:
        "Feature '{{from}}' may not import feature '{{to}}': move the shared part to web/lib or web/components.",
      publicFace: "Import feature '{{to}}' through its index.ts, its public face, not '{{path}}'.",
      step: "The analysis step '{{from}}' may not import the later step '{{to}}' (the steps run {{steps}}).",
      testSupport:
        "Only tests import '{{path}}': a *.test-support file serves tests, never the app.",
    },
  },
  create(context) {
    const root = context.cwd;
    const source = locate(root, context.filename);
    const layers = ALLOWED_LAYERS[source.layer];
    if (!layers) return {};
    // Tests beside the code, and their helpers (*.test-support.ts), may use the shared test
    // support (real servers, databases).
    const isTest = /\.test(-support)?\.tsx?$/.test(context.filename);
    const allowed = isTest ? [...layers, 'tests'] : layers;

    const sourceStep = isTest ? -1 : locateStep(root, context.filename);

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), specifier);
      const target = locate(root, resolved);
      const targetStep = locateStep(root, resolved);
      // Evals, benchmarks and browser journeys ship nothing either.
      const mayUseTestSupport = isTest || source.layer === 'tests' || source.layer === 'scripts';
      if (!mayUseTestSupport && /\.test-support(\.tsx?)?$/.test(resolved)) {
        context.report({
          node,
          messageId: 'testSupport',
          data: { path: path.relative(root, resolved) },
        });
      } else if (sourceStep >= 0 && targetStep > sourceStep) {
        context.report({
          node,
          messageId: 'step',
          data: {
            from: ANALYSIS_STEPS[sourceStep],
            to: ANALYSIS_STEPS[targetStep],
            steps: ANALYSIS_STEPS.join(' -> '),
          },
        });
      } else if (!allowed.includes(target.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: source.layer, to: target.layer, allowed: allowed.join(', ') },
        });
      } else if (source.feature && target.feature && source.feature !== target.feature) {
        context.report({
          node,
          messageId: 'feature',
          data: { from: source.feature, to: target.feature },
        });
      } else if (
        // Outside a feature, product code sees only its index.ts; tests may reach in to mock.
        target.feature &&
        source.feature !== target.feature &&
        !isTest &&
        target.pathInFeature !== 'index.ts'
      ) {
        context.report({
          node,
          messageId: 'publicFace',
          data: { to: target.feature, path: target.pathInFeature },
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'layer-boundaries': rule } };
