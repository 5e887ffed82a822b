import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import boundaries from './layer-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = process.cwd();
const file = (relative: string) => path.join(root, relative);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const rule = boundaries.rules['layer-boundaries'];

tester.run('layer-boundaries', rule, {
  valid: [
    {
      filename: file('core/analysis/findings/build-red-flags.ts'),
      code: "import { x } from '../reading/read-provisions.ts';",
    },
    {
      filename: file('core/analysis/analyze-document.ts'),
      code: "import { x } from './summary/summarize.ts';",
    },
    {
      filename: file('core/analysis/reading/read-deal.test.ts'),
      code: "import { x } from '../read-type.ts';",
    },
    {
      filename: file('core/analysis/engine.ts'),
      code: "import { x } from '../../common/plans/plans.ts';",
    },
    { filename: file('server/app.ts'), code: "import { x } from '../core/parsing/index.ts';" },
    {
      filename: file('web/features/chat/chat.tsx'),
      code: "import { x } from '../../lib/logger.ts';",
    },
    { filename: file('web/features/chat/chat.tsx'), code: "import { x } from './chat-store.ts';" },
    {
      filename: file('server/app.test.ts'),
      code: "import { x } from '../tests/support/test-app.test-support.ts';",
    },
    { filename: file('core/x.ts'), code: "import { z } from 'zod';" },
    {
      filename: file('web/app/routes/a-page.tsx'),
      code: "import { x } from '../../features/chat/index.ts';",
    },
    {
      filename: file('web/app/routes/a-page.test.tsx'),
      code: "import { x } from '../../features/chat/sample-chat.test-support.ts';",
    },
  ],
  invalid: [
    {
      filename: file('web/app/routes/a-page.tsx'),
      code: "import { x } from '../../features/chat/sample-chat.test-support.ts';",
      errors: [{ messageId: 'testSupport' }],
    },
    {
      filename: file('core/compare/compare.ts'),
      code: "import { x } from './redline.test-support.ts';",
      errors: [{ messageId: 'testSupport' }],
    },
    {
      filename: file('core/analysis/reading/read-deal.ts'),
      code: "import { x } from '../playbooks/profiles/profiles.ts';",
      errors: [{ messageId: 'step' }],
    },
    {
      filename: file('core/analysis/text/split-sentences.ts'),
      code: "import { x } from '../learned/model/load-models.ts';",
      errors: [{ messageId: 'step' }],
    },
    {
      filename: file('web/app/routes/a-page.tsx'),
      code: "import { x } from '../../features/chat/chat-store.ts';",
      errors: [{ messageId: 'publicFace' }],
    },
    {
      filename: file('common/a.ts'),
      code: "import { x } from '../core/b.ts';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('core/a/b.ts'),
      code: "import { x } from '../../server/db/database.ts';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('web/lib/a.ts'),
      code: "import { x } from '../../server/env.ts';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/a.ts'),
      code: "import { x } from '../web/main.tsx';",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('server/a.ts'),
      code: "const m = await import('../web/main.tsx');",
      errors: [{ messageId: 'layer' }],
    },
    {
      filename: file('web/features/chat/chat.tsx'),
      code: "import { x } from '../documents/document-store.ts';",
      errors: [{ messageId: 'feature' }],
    },
    {
      filename: file('server/a.ts'),
      code: "export * from '../web/lib/x.ts';",
      errors: [{ messageId: 'layer' }],
    },
  ],
});
