import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest runs from the repository root (vitest.config.ts)
const srcDir = resolve('apps/web/src');

/** Every .ts/.tsx source under apps/web/src (tests excluded: they may call the api client directly). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one fetcher per call', () => {
  it("names each call in apiCall('<name>' in one file only (a call several features use lives in lib/shared-api)", () => {
    const filesOf = new Map<string, Set<string>>();
    for (const file of sources(srcDir)) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(/apiCall\(\s*'(\w+)'/g)) {
        const files = filesOf.get(name!) ?? new Set<string>();
        files.add(relative(srcDir, file));
        filesOf.set(name!, files);
      }
    }
    expect(filesOf.size).toBeGreaterThan(10);
    const duplicated = Object.fromEntries([...filesOf].filter(([, files]) => files.size > 1).map(([name, files]) => [name, [...files].sort()]));
    expect(duplicated).toEqual({});
  });
});
