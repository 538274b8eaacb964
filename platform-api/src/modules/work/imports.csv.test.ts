import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './imports.csv.js';

describe('parseCsv', () => {
  it('splits rows and fields, with quoted commas, quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });
  it('ignores a byte order mark and blank lines, and refuses an unclosed quote', () => {
    expect(parseCsv('\ufeffa\n\nb')).toEqual([['a'], ['b']]);
    expect(() => parseCsv('"open')).toThrow('not closed');
  });
  it('keys records by the header row', () => {
    expect(csvRecords(' Source_ID ,name\n1,One\n2')).toEqual([
      { source_id: '1', name: 'One' },
      { source_id: '2', name: '' },
    ]);
  });
});
