import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError } from '@common/contracts/api';
import { type MediaLibraryItem } from '@common/contracts/media';
import { uploadMediaFile, type UploadTarget } from '../api/upload-media';

/** Files sent at the same time; the server bounds its image work too, this keeps the browser responsive. */
export const UPLOAD_CONCURRENCY = 3;

export type UploadStatus = 'queued' | 'uploading' | 'processing' | 'done' | 'failed';

/** One file of the upload list shown under the dropzone. */
export interface UploadEntry {
  key: number;
  fileName: string;
  status: UploadStatus;
  /** 0..100 of the bytes sent. */
  percent: number;
  /** Why it failed: the server's errors (translated by the list), or none for a network failure. */
  errors: ApiError[];
  /** HTTP status of a refusal, null when the server was not reached. */
  httpStatus: number | null;
}

interface QueuedFile {
  key: number;
  file: File;
  target: UploadTarget;
}

/**
 * Uploads files one request per file (so each has its own progress and its own outcome), a few at a
 * time. `onUploaded` runs after each stored file with its new library items.
 */
export function useUploads(onUploaded: (items: MediaLibraryItem[], target: UploadTarget) => void) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<QueuedFile[]>([]);
  const running = useRef(0);
  const nextKey = useRef(1);
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current?.abort();
  }, []);

  const update = useCallback((key: number, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  /** Sends one file and records its outcome. */
  const send = useCallback(
    async (next: QueuedFile) => {
      update(next.key, { status: 'uploading' });
      const outcome = await uploadMediaFile(next.file, next.target, {
        signal: controller.current?.signal,
        onProgress: ({ loaded, total }) => {
          const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
          // Once the bytes are out, the server still decodes and re-encodes the photo.
          update(next.key, { percent, status: percent >= 100 ? 'processing' : 'uploading' });
        },
      });
      if (outcome.ok) {
        update(next.key, { status: 'done', percent: 100 });
        onUploadedRef.current(outcome.result.items, next.target);
      } else if (!outcome.aborted) {
        update(next.key, { status: 'failed', errors: outcome.errors, httpStatus: outcome.status });
      }
    },
    [update],
  );

  /** One worker: takes files from the queue until it is empty. */
  const work = useCallback(async () => {
    running.current++;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await send(next);
    } finally {
      running.current--;
    }
  }, [send]);

  /** Queues files for one source and property. */
  const upload = useCallback(
    (files: File[], target: UploadTarget) => {
      const added = files.map((file) => ({ key: nextKey.current++, file, target }));
      setEntries((list) => [
        ...list,
        ...added.map(({ key, file }): UploadEntry => ({
          key,
          fileName: file.name,
          status: 'queued',
          percent: 0,
          errors: [],
          httpStatus: null,
        })),
      ]);
      queue.current.push(...added);
      const idle = Math.min(UPLOAD_CONCURRENCY - running.current, queue.current.length);
      for (let i = 0; i < idle; i++) void work();
    },
    [work],
  );

  /** Files refused before sending (the picker's type filter): listed with the same kind of message. */
  const reject = useCallback((refused: Array<{ fileName: string; errors: ApiError[] }>) => {
    const added = refused.map(({ fileName, errors }): UploadEntry => ({
      key: nextKey.current++,
      fileName,
      status: 'failed',
      percent: 0,
      errors,
      httpStatus: null,
    }));
    setEntries((list) => [...list, ...added]);
  }, []);

  /** Forgets the files that are finished (stored or failed). */
  const clearFinished = useCallback(() => {
    setEntries((list) => list.filter((entry) => entry.status !== 'done' && entry.status !== 'failed'));
  }, []);

  return { entries, upload, reject, clearFinished };
}
