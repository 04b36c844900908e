/**
 * What other modules must hear when stays change, whoever changed them (the host's screens, a CSV
 * import, a calendar feed): messages planned for a stay follow its dates, and go when it goes.
 * The messages module provides it (app.stayChanges); callers await it after their write commits.
 */
export interface StayChanges {
  /** The stays were created or their dates, language or contact changed: re-plan their pending messages. */
  changed(stayIds: number[]): Promise<void>;
  /** The stays were deleted (or cancelled in their calendar): cancel their pending messages. */
  removed(stayIds: number[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stayChanges: StayChanges;
  }
}
