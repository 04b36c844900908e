import { mkdirSync, mkdtempSync, existsSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StoredFiles, videoFileKey, manualFileKey } from './file-store';

/** Writes a file under the store's root, `ageHours` old. */
function place(root: string, relative: string, ageHours: number) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'partial bytes');
  const when = new Date(Date.now() - ageHours * 3600_000);
  utimesSync(file, when, when);
  return file;
}
/** The temporary putStream writes for a key (".<name>.tmp" beside the final file). */
const temporaryOf = (key: string) => path.join(path.dirname(key), `.${path.basename(key)}.tmp`);

describe('StoredFiles.sweepTemporaries: what crashed uploads leave behind', () => {
  it('removes old temporaries of videos and manuals, and keeps finished files and uploads in progress', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gb-files-'));
    const video = videoFileKey('mp4');
    const manual = manualFileKey('Oven Manual.pdf');
    const crashedVideo = place(root, temporaryOf(videoFileKey('webm')), 5);
    const crashedManual = place(root, temporaryOf(manual), 30);
    const inProgress = place(root, temporaryOf(videoFileKey('mp4')), 0);
    const finished = place(root, video, 48);
    const store = new StoredFiles(root);
    expect(await store.sweepTemporaries()).toBe(2);
    expect(existsSync(crashedVideo)).toBe(false);
    expect(existsSync(crashedManual)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
    expect(existsSync(finished)).toBe(true);
    // A later sweep (the next day's) finds the upload that has since been abandoned.
    expect(await store.sweepTemporaries(new Date(Date.now() + 2 * 3600_000))).toBe(1);
    expect(existsSync(inProgress)).toBe(false);
  });

  it('has nothing to do before the first upload', async () => {
    expect(await new StoredFiles(path.join(tmpdir(), 'gb-files-missing-dir')).sweepTemporaries()).toBe(0);
  });
});
