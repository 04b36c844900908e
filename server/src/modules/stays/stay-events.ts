import type { ChangeEvent } from '../../events';

/** The change events of these stays (written in the transaction that changed them). */
export const announce = (
  type: 'stay.created' | 'stay.changed' | 'stay.cancelled',
  rows: { id: number; propertyId: number }[],
): ChangeEvent[] => rows.map((row) => ({ type, stayId: row.id, propertyId: row.propertyId }));
