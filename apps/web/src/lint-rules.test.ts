import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// vitest runs from the repository root (vitest.config.ts), where eslint.config.js is
const root = resolve('.');
const eslint = new ESLint({ cwd: root });

/** The rules ESLint reports for `code` as if it were the file at `path` (relative to the repository root). */
async function rulesFor(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map((m) => m.ruleId);
}

describe('the web lint rules report what they forbid', { timeout: 60_000 }, () => {
  it('a feature importing another feature', async () => {
    expect(await rulesFor('apps/web/src/features/wallet/components/x-panel.tsx', "import { useAuth } from '@/features/auth/stores/auth-store';\nexport const x = useAuth;\n")).toContain(
      'import-x/no-restricted-paths',
    );
    // its own feature is fine
    expect(await rulesFor('apps/web/src/features/auth/components/x-panel.tsx', "import { useAuth } from '../stores/auth-store';\nexport const x = useAuth;\n")).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lib or components importing a feature', async () => {
    const code = "import { useAuth } from '@/features/auth/stores/auth-store';\nexport const x = useAuth;\n";
    expect(await rulesFor('apps/web/src/lib/x-helper.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await rulesFor('apps/web/src/components/ui/x-widget.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('a query key written as an array literal outside api/ and lib/shared-api', async () => {
    const code = "import { useQueryClient } from '@tanstack/react-query';\nexport const useX = () => { const c = useQueryClient(); return () => c.invalidateQueries({ queryKey: ['wallet', 'summary'] }); };\n";
    expect(await rulesFor('apps/web/src/features/wallet/components/x-panel.tsx', code)).toContain('no-restricted-syntax');
    expect(await rulesFor('apps/web/src/features/wallet/api/get-x.ts', code)).not.toContain('no-restricted-syntax');
  });

  it('a file or folder name that is not kebab-case', async () => {
    const code = 'export const x = 1;\n';
    expect(await rulesFor('apps/web/src/features/wallet/components/TransferPanel.tsx', code)).toContain('check-file/filename-naming-convention');
    expect(await rulesFor('apps/web/src/features/wallet/components/transfer-panel.test.tsx', code)).not.toContain('check-file/filename-naming-convention');
    expect(await rulesFor('apps/web/src/features/wallet/transferPanels/panel.tsx', code)).toContain('check-file/folder-naming-convention');
  });

  it('a function over 120 lines', async () => {
    const body = Array.from({ length: 121 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const code = `export function long() {\n${body}\n  return v0;\n}\n`;
    expect(await rulesFor('apps/web/src/features/wallet/utils/x-long.ts', code)).toContain('max-lines-per-function');
  });

  describe('an import cycle (two files on disk: no-cycle reads the other module)', () => {
    const dir = mkdtempSync(join(root, 'apps/web/src/features/auth/cycle-check-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    it('is reported', async () => {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
      const [result] = await eslint.lintFiles([relative(root, join(dir, 'a.ts'))]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
