import { describe, expect, it } from 'vitest';
import { STAY_CSV_COLUMNS } from '@common/contracts/stays';
import { exampleCsv, exampleCsvHeader } from './example-csv';

describe('the example stays CSV', () => {
  it('names every column with a header the import accepts, in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const header = exampleCsvHeader(locale);
      const accepted = Object.values(STAY_CSV_COLUMNS) as ReadonlyArray<readonly string[]>;
      expect(header).toHaveLength(accepted.length);
      header.forEach((name, index) => expect(accepted[index]).toContain(name));
    }
  });

  it('holds two stays dated from today', () => {
    const lines = exampleCsv('en', '2027-01-01').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2027-01-08');
    expect(lines[1]).toContain('2027-01-11');
  });
});
