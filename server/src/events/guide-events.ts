import type { Db } from '../db/client';
import type { ChangeEvents } from './change-events';

/**
 * Runs `write` in a transaction that also announces `guide.changed` for the property: every write
 * that changes what a guide shows (the guide itself, its videos, devices, photos) goes through this,
 * so what follows a guide (the concierge's index) cannot miss it; a rolled-back write, or one that
 * answers null (it changed nothing), announces nothing.
 */
export const changeGuide = <T>(events: ChangeEvents, propertyId: number, write: (tx: Db) => Promise<T>): Promise<T> =>
  events.transaction(async (tx) => {
    const result = await write(tx);
    // A write that answers null changed nothing (e.g. a save refused as stale): nothing to announce.
    if (result !== null) await events.emit(tx, { type: 'guide.changed', propertyId });
    return result;
  });
