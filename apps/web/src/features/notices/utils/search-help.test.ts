import { describe, expect, it } from 'vitest';
import { articleText, searchHelp, type HelpCategory } from './search-help';

const categories: HelpCategory[] = [
  {
    category: 'withdrawal',
    title: 'help_withdrawal',
    articles: [
      { id: 1, key: 'withdrawal-how', category: 'withdrawal', title: 'How do I withdraw?', content: '<p>Choose a <strong>bank card</strong> and confirm.</p>' },
      { id: 2, key: 'withdrawal-betting-requirement', category: 'withdrawal', title: 'The betting requirement', content: '<p>Bet 100% of your last deposit.</p>' },
    ],
  },
  {
    category: 'lottery',
    title: 'help_lottery',
    articles: [{ id: 3, key: 'lottery-bet-types', category: 'lottery', title: 'Bet types', content: '<p><strong>Lô 2</strong> and <strong>Đề</strong> &amp; xiên.</p>' }],
  },
  {
    category: 'deposit',
    title: 'help_deposit',
    articles: [{ id: 4, key: 'deposit-rules', category: 'deposit', title: 'Deposit rules', content: '<p>Every deposit carries a betting requirement.</p>' }],
  },
];
const keys = (query: string) => searchHelp(categories, query).map((m) => m.article.key);

describe('help centre search', () => {
  it('finds articles by words of their title or text, in any order and any case', () => {
    expect(keys('BANK card')).toEqual(['withdrawal-how']);
    expect(keys('card bank')).toEqual(['withdrawal-how']);
    expect(keys('last deposit')).toEqual(['withdrawal-betting-requirement']);
  });

  it('lists title matches before text matches', () => {
    expect(keys('betting requirement')).toEqual(['withdrawal-betting-requirement', 'deposit-rules']);
  });

  it('ignores accents and reads the text, not the markup', () => {
    expect(keys('lo 2 de')).toEqual(['lottery-bet-types']);
    expect(keys('strong')).toEqual([]);
    expect(articleText(categories[1]!.articles[0]!.content)).toBe('Lô 2 and Đề & xiên.');
  });

  it('matches nothing for an empty query or an unknown word', () => {
    expect(keys('   ')).toEqual([]);
    expect(keys('bank jackpot')).toEqual([]);
  });
});
