/**
 * The modifyDate a property gets when it changes: now, but strictly later than the stored value, so
 * two saves in the same millisecond still differ and an editor holding the old value gets its 409.
 */
export const nextModifyDate = (previous: Date): Date => new Date(Math.max(Date.now(), previous.getTime() + 1));
