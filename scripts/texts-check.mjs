// npm run texts:check — lists every text a language pack of the player site lacks, or gets wrong, against English
// (issue 33). A missing text falls back to the brand's default language on screen; here it is named, and the run
// fails, so a pack is complete before a brand offers its language. Checked for each pack beside en.json (features'
// locales/<language>.json and locales/<language>/*.json): the same keys, the same {{placeholders}} and <tags> in
// each text, and plural forms for the language's own categories (Intl.PluralRules: Vietnamese has only "other").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webSrc = join(root, 'apps/web/src');
/** the packs' file names and the BCP 47 tag Intl knows them by (TY is Tagalog: Filipino) */
const tagOf = (language) => ({ ty: 'fil', en: 'en' })[language] ?? language;

/** Every English pack with its siblings in other languages: [{ name, en, others: [{ language, path }] }]. */
function packs() {
  const found = [];
  const features = join(webSrc, 'features');
  for (const feature of readdirSync(features)) {
    const dir = join(features, feature, 'locales');
    if (!existsSync(join(dir, 'en.json'))) continue;
    const others = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'en.json')
      .map((f) => ({ language: basename(f, '.json'), path: join(dir, f) }));
    found.push({ name: `features/${feature}`, en: join(dir, 'en.json'), others });
  }
  const shared = join(webSrc, 'locales');
  const languages = readdirSync(shared, { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'en');
  for (const file of readdirSync(join(shared, 'en')).filter((f) => f.endsWith('.json'))) {
    const others = languages.map((d) => ({ language: d.name, path: join(shared, d.name, file) }));
    found.push({ name: `locales/${basename(file, '.json')}`, en: join(shared, 'en', file), others });
  }
  return found;
}

const marks = (text) => [...String(text).matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?\d+\/?>|<\/?[a-z]+\/?>|\$t\([^)]*\)/g)].map((m) => m[0].replace(/\s+/g, '')).sort();
const sameMarks = (a, b) => JSON.stringify(marks(a)) === JSON.stringify(marks(b));
const PLURAL = /_(zero|one|two|few|many|other)$/;

const problems = [];
let checked = 0;
for (const pack of packs()) {
  const en = JSON.parse(readFileSync(pack.en, 'utf8'));
  for (const other of pack.others) {
    const where = `${pack.name} [${other.language}]`;
    if (!existsSync(other.path)) {
      problems.push(`${where}: no pack (every text falls back to the default language)`);
      continue;
    }
    const texts = JSON.parse(readFileSync(other.path, 'utf8'));
    const categories = new Set(new Intl.PluralRules(tagOf(other.language)).resolvedOptions().pluralCategories);
    checked += 1;
    for (const [key, english] of Object.entries(en)) {
      const plural = PLURAL.exec(key);
      // a plural form the language never uses (Vietnamese "one") may be left out; "other" never may
      if (!(key in texts)) {
        if (plural && plural[1] !== 'other' && !categories.has(plural[1])) continue;
        problems.push(`${where}: missing ${key}`);
      } else if (typeof texts[key] !== 'string' || texts[key].trim() === '') problems.push(`${where}: empty ${key}`);
      else if (!plural && !sameMarks(english, texts[key])) problems.push(`${where}: ${key} has ${marks(texts[key]).join(' ') || 'no placeholders'}, English has ${marks(english).join(' ') || 'none'}`);
    }
    for (const key of Object.keys(texts)) if (!(key in en)) problems.push(`${where}: ${key} is not an English text (a leftover?)`);
  }
}

if (problems.length) {
  console.error(`texts:check: ${problems.length} problem(s) in ${checked} pack(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`texts:check: ${checked} language packs complete against English`);
