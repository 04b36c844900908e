import type { LoggedQuestion, QuestionRepository } from './ai.questions.repository';

/** Most questions written in one statement. */
const MAX_BATCH = 500;

interface Waiting {
  values: LoggedQuestion;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * The guests' questions, written in groups: the questions answered in one turn of the event loop
 * (one pass over the requests received) are written together, and the ones answered while that
 * write is in flight go into the next one, a single statement (one commit) for each group. Each caller still waits for its own row to be written. Fifty guests
 * asking at once cost two commits instead of fifty (on the embedded database every commit runs on
 * the event loop).
 */
export class QuestionLog {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly repo: Pick<QuestionRepository, 'logQuestions'>) {}

  add(values: LoggedQuestion): Promise<void> {
    return new Promise((done, failed) => {
      this.waiting.push({ values, done, failed });
      if (this.writing) return;
      // After the requests already received are handled (on the embedded database a write runs to
      // its end within the current turn of the event loop, so starting at once would never group).
      this.writing = true;
      setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    try {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          await this.repo.logQuestions(batch.map((w) => w.values));
          for (const w of batch) w.done();
        } catch (error) {
          for (const w of batch) w.failed(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}
