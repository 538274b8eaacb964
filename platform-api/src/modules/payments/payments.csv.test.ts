import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './payments.csv.js';
import { lastFour, pounds, sortCodeText } from './payments.pdf.js';

describe('CSV cells (RFC 4180, CSV injection)', () => {
  it('leaves plain text and numbers as they are, and empty for nothing', () => {
    expect(csvRow(['INV-1', 12.5, 1001, null, undefined, true])).toBe('INV-1,12.5,1001,,,true');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('puts a single quote before text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+44', '-2', '@SUM(A1)', '\tx']) expect(csvCell(text)).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("x"),1')).toBe(`"'=HYPERLINK(""x""),1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('what the PDF prints', () => {
  it('shows pounds with two decimals and only the last four characters of an account', () => {
    expect(pounds('1234.5')).toBe('£1,234.50');
    expect(pounds(0)).toBe('£0.00');
    expect(lastFour('6789')).toBe('**** 6789');
    expect(lastFour('DE89 3704 0044 0532 0130 00')).toBe('**** 3000');
  });

  it('writes a sort code in pairs', () => {
    expect(sortCodeText('107717')).toBe('10-77-17');
    expect(sortCodeText('10-77-17')).toBe('10-77-17');
  });
});
