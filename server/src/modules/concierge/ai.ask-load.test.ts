import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ProcessBuckets } from './ai.process-buckets';
import { QuestionLog } from './ai.question-log';
import type { LoggedQuestion } from './ai.questions.repository';

const question = (n: number): LoggedQuestion => ({
  propertyId: 1,
  question: `Question ${n}`,
  locale: 'en',
  answered: true,
  mode: 'extractive',
  citations: [],
});

describe('QuestionLog', () => {
  it('writes the questions of one turn in one statement, the ones asked during a write in the next, each caller waiting for its own', async () => {
    const writes: string[][] = [];
    let release: () => void = () => undefined;
    const log = new QuestionLog({
      logQuestions: async (values) => {
        writes.push(values.map((v) => v.question));
        await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = [log.add(question(1)), log.add(question(2)), log.add(question(3))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([['Question 1', 'Question 2', 'Question 3']]);
    const during = [log.add(question(4)), log.add(question(5))];
    release();
    await Promise.all(first);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([
      ['Question 1', 'Question 2', 'Question 3'],
      ['Question 4', 'Question 5'],
    ]);
    release();
    await Promise.all(during);
  });

  it('fails the callers of a failed write and keeps writing later ones', async () => {
    let fail = true;
    const written: string[] = [];
    const log = new QuestionLog({
      logQuestions: async (values) => {
        if (fail) throw new Error('disk full');
        written.push(...values.map((v) => v.question));
      },
    });
    await expect(log.add(question(1))).rejects.toThrow('disk full');
    fail = false;
    await log.add(question(2));
    expect(written).toEqual(['Question 2']);
  });
});

describe('ProcessBuckets', () => {
  it('counts per key in fixed windows and starts a key again once its window ended', async () => {
    const buckets = new ProcessBuckets({} as unknown as Db);
    const first = await buckets.hitMany(['a', 'b'], 60);
    expect(first.get('a')).toEqual({ count: 1, resetInSeconds: 60 });
    const second = await buckets.hitMany(['a'], 60);
    expect(second.get('a')?.count).toBe(2);
    expect((await buckets.hit('b', 60)).count).toBe(2);
    // A window of 0 s has always ended: every hit is the first of a new window.
    expect((await buckets.hit('c', 0)).count).toBe(1);
    expect((await buckets.hit('c', 0)).count).toBe(1);
  });
});
