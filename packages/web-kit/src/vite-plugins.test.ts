import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { contractRoutes } from './vite-plugins';

const dir = mkdtempSync(join(tmpdir(), 'web-kit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tableFile = join(dir, 'calls.ts');
writeFileSync(tableFile, "export const calls = { getBalance: { method: 'GET', path: '/wps/balance', login: true, schema: {} } };\n");
const srcDir = join(dir, 'src');
const plugin = contractRoutes({ srcDir, callRoutesFile: join(srcDir, 'lib/call-routes.ts'), tableFile, tableExport: 'calls', fields: ['login'] });

/** Runs the plugin's transform as Vite would, answering the code it returns or the build error it raises. */
async function transform(code: string, file: string) {
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const out = (await hook.call(context as never, code, file)) as { code: string } | null;
  return out?.code ?? null;
}

describe('contractRoutes', () => {
  it("inlines a call's method, path and the named flags in the app's sources, and nothing else of it", async () => {
    const code = await transform("const balance = apiCall('getBalance', {});", join(srcDir, 'wallet.ts'));
    expect(code).toBe('const balance = apiCall({"method":"GET","path":"/wps/balance","login":true} as never, {});');
  });

  it('fails the build on a call the contract does not declare', async () => {
    await expect(transform("apiCall('getBalanse')", join(srcDir, 'wallet.ts'))).rejects.toThrow('apiCall of calls the contract does not declare: getBalanse');
  });

  it('leaves tests and files outside the sources alone, and gives the build an empty table module', async () => {
    expect(await transform("apiCall('unknown')", join(srcDir, 'wallet.test.ts'))).toBeNull();
    expect(await transform("apiCall('unknown')", join(dir, 'elsewhere.ts'))).toBeNull();
    const load = plugin.load as (id: string) => string | null;
    expect(load(join(srcDir, 'lib/call-routes.ts'))).toBe('export const callRoutes = {};\n');
  });
});
