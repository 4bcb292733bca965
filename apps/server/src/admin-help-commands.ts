/**
 * The admin CLI's help-centre commands: one operator call each (operatorHelpArticles, operatorSaveHelpArticle,
 * operatorRemoveHelpArticle), audited under the name of the operator whose API key the CLI uses. Every value printed
 * goes through terminalSafe.
 *   help list [--brand ID] [--language EN|TY|vi]       (key, category, title; removed ones marked)
 *   help upsert KEY --file article.json [--brand ID]   (category, sort, title {EN,TY,vi…}, content {…}; a new article
 *                                                       needs them in every language of the brand, a change only what changes)
 *   help upsert KEY --language EN|TY|vi --title T --content-file body.html [--brand ID]   (one language of an article)
 *   help remove KEY [--brand ID]                       (hidden; the seed does not add it back)
 * Content is HTML (sanitised when it is read) and may hold the {{tokens}} of docs/help-centre.md.
 */
import { textIn } from '@app/contract/brand';
import { languageCodeOf, packLanguageCodes } from '@app/contract/language-tag';
import { readFileSync } from 'node:fs';
import type { CommandContext } from './admin-promotion-commands';
import { terminalSafe } from './admin-format';

export const HELP_USAGE =
  '       npm run admin -- help list [--brand ID] [--language EN|TY|vi] | help upsert KEY --file article.json [--brand ID]\n' +
  '       npm run admin -- help upsert KEY --language EN|TY|vi [--title T] [--content-file body.html] [--brand ID] | help remove KEY [--brand ID]';

const usage = (line: string) => new Error(`Usage: npm run admin -- ${line}`);
const languageOf = (flags: Map<string, string>) => {
  const language = languageCodeOf(flags.get('language') ?? 'EN');
  if (!language) throw usage(`help … --language ${packLanguageCodes.join('|')}`);
  return language;
};

/** Runs a help-centre command; false when the command is not one of them. */
export async function runHelpCommand(command: string | undefined, ctx: CommandContext): Promise<boolean> {
  if (command !== 'help') return false;
  const [action, key] = ctx.positional;
  switch (action) {
    case 'list': {
      const language = languageOf(ctx.flags);
      const { list: rows } = await ctx.call('operatorHelpArticles', { query: { brandId: ctx.brandId } });
      if (!rows.length) console.log('No help articles.');
      for (const a of rows) console.log(terminalSafe(`${a.category.padEnd(12)} ${a.key.padEnd(32)} ${textIn(a.title, language)}${a.removed ? '  (removed)' : ''}`));
      return true;
    }
    case 'upsert': {
      if (!key) throw usage('help upsert KEY --file article.json | --language EN|TY|vi [--title T] [--content-file body.html]');
      const file = ctx.flags.get('file');
      let change: Record<string, unknown>;
      if (file) change = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      else {
        const language = languageOf(ctx.flags);
        const title = ctx.flags.get('title');
        const contentFile = ctx.flags.get('content-file');
        if (!title && !contentFile) throw usage('help upsert KEY --language EN|TY|vi --title T and/or --content-file body.html');
        change = {
          ...(title && { title: { [language]: title } }),
          ...(contentFile && { content: { [language]: readFileSync(contentFile, 'utf8') } }),
          ...(ctx.flags.get('category') && { category: ctx.flags.get('category') }),
        };
      }
      const a = await ctx.call('operatorSaveHelpArticle', { body: { ...change, brandId: ctx.brandId, key } });
      console.log(terminalSafe(`Help article ${a.key} (${a.category}) saved on ${ctx.brandId}: ${Object.values(a.title).join(' / ')}`));
      return true;
    }
    case 'remove': {
      if (!key) throw usage('help remove KEY [--brand ID]');
      const a = await ctx.call('operatorRemoveHelpArticle', { body: { brandId: ctx.brandId, key } });
      console.log(terminalSafe(`Help article ${a.key} removed from ${ctx.brandId}`));
      return true;
    }
    default:
      throw usage('help list | help upsert KEY … | help remove KEY');
  }
}
