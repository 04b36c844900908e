import { afterEach, describe, expect, it } from 'vitest';
import { markBoot } from './boot-marks';

afterEach(() => performance.clearMarks());

describe('the start-up marks', () => {
  it('are User Timing marks named boot:<step>, in the order the steps happen', () => {
    markBoot('entry');
    markBoot('code');
    markBoot('ready');
    markBoot('committed');
    const marks = performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('boot:'));
    expect(marks.map((mark) => mark.name)).toEqual(['boot:entry', 'boot:code', 'boot:ready', 'boot:committed']);
    expect(marks.every((mark, i) => i === 0 || mark.startTime >= marks[i - 1]!.startTime)).toBe(true);
  });
});
