import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes what must be quoted and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ before: 1 })).toBe('"{""before"":1}"');
  });

  it('never writes a formula a spreadsheet would run, but keeps negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes a header line and one line per row, CRLF-ended', () => {
    const csv = toCsv(
      [
        { header: 'Username', value: (r: { u: string; n: number }) => r.u },
        { header: 'Amount', value: (r: { u: string; n: number }) => r.n },
      ],
      [
        { u: 'player1', n: 10 },
        { u: 'x,y', n: -2 },
      ],
    );
    expect(csv).toBe('Username,Amount\r\nplayer1,10\r\n"x,y",-2\r\n');
  });
});
