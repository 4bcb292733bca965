import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERN_IDS } from './patterns';

/** For each pattern id: values it must accept and values it must reject. */
const examples: Record<number, { accept: string[]; reject: string[] }> = {
  0: { accept: ['anything at all', '!!', '密码 1'], reject: [] },
  1: { accept: ['player1', 'A', 'abc123XYZ'], reject: ['1player', '_abc', 'ab c', 'abç', ''] },
  2: { accept: ['张三', '北京2024', '123'], reject: ['abc', '张 三', '张三!', ''] },
  3: { accept: ['a@b.co', 'first.last+tag@mail.example.com', 'x_y@sub-domain.org'], reject: ['plain', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b.c', '.a@b.com'] },
  4: { accept: ['abc', '123', 'aB3'], reject: ['ab-c', 'a b', 'ñ', ''] },
  5: { accept: ['abc123', 'Player123!', '1a'], reject: ['abcdef', '123456', 'abc 123', ''] },
  6: { accept: ['0', '9171234567'], reject: ['12a', '+63', '1 2', '٣'] },
  7: { accept: ['Abc123', 'ABC', 'aB'], reject: ['abc123', 'Abc-123', 'Ab c', ''] },
  8: { accept: ['John Smith', 'abc'], reject: ['John3', 'José', '   ', 'a-b'] },
  9: { accept: ['abc', 'a-b_c!', '密码'], reject: ['a b', ' ', 'a\tb', ''] },
  10: { accept: ['你好，世界。', '张三', '李·四'], reject: ['hello', '你好 世界', '，。', '你好1'] },
  11: { accept: ['2024-02-29', '1999-12-31'], reject: ['2023-02-29', '2024-13-01', '24-01-01', '2024/01/01', '2024-1-1'] },
  12: { accept: ['Juan dela Cruz', 'José', 'Иван Петров', 'สมชาย'], reject: ['abc1', 'a_b', '   ', ''] },
  13: { accept: ['02-29-2024', '12-31-1999'], reject: ['02-29-2023', '13-01-2024', '2024-01-01', '1-1-2024'] },
  14: { accept: ['abc123', 'José7', '张三1', '123'], reject: ['abc 123', 'a-b', 'a!', ''] },
  15: { accept: ['한국어', '김철수'], reject: ['한국 어', 'abc', '한국1', ''] },
  16: { accept: ['สวัสดี', 'ภาษาไทย'], reject: ['สวัสดี ครับ', 'abc', 'ไทย1', ''] },
  17: { accept: ['สมชาย Smith', 'Hello', 'สวัสดี'], reject: ['Hello1', 'สมชาย!', '   ', ''] },
  18: { accept: ['JUAN DELA CRUZ', 'ABC'], reject: ['Juan', 'JUAN1', '   ', ''] },
  19: { accept: ['Abc123!@#', 'abc', '#$%'], reject: ['abc 123', '密码', ''] },
  20: { accept: ['Abcdef1!', 'aB3$'], reject: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
  21: { accept: ['Juan Cruz', "Mary-Ann O'Neil", 'José de la Cruz'], reject: ['Juan', 'Juan  Cruz', ' Juan Cruz', 'Juan Cruz1'] },
  22: { accept: ['やまだ', 'ヤマダ', '山田太郎', '山田たろう'], reject: ['山田 太郎', 'yamada', 'ﾔﾏﾀﾞ', ''] },
  23: { accept: ['ABC', 'Z'], reject: ['AbC', 'A B', 'ABC1', ''] },
  24: { accept: ['9', '9171234567'], reject: ['8171234567', '9a', '09', ''] },
};

describe('field patterns', () => {
  it('covers every one of the 25 pattern ids', () => {
    expect(PATTERN_IDS).toHaveLength(25);
    for (const id of PATTERN_IDS) expect(examples[id], `examples for ${id}`).toBeDefined();
  });
  for (const id of PATTERN_IDS) {
    const { accept, reject } = examples[id]!;
    it(`pattern ${id} accepts ${accept.length} and rejects ${reject.length} examples`, () => {
      for (const value of accept) expect(matchesPattern(id, value), `${id} should accept ${JSON.stringify(value)}`).toBe(true);
      for (const value of reject) expect(matchesPattern(id, value), `${id} should reject ${JSON.stringify(value)}`).toBe(false);
    });
  }
  it('rejects an unknown pattern id', () => {
    expect(matchesPattern(25, 'abc')).toBe(false);
  });
});
