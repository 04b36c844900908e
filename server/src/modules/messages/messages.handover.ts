import type { Db } from '../../db/client';
import { MessagesHandoverRepository } from './messages-handover.repository';

/**
 * What removing a co-host does to what they wrote on the property (docs/decisions/029-one-access-policy.md):
 * their schedules on it pass to the owner, paused and marked "awaiting review" (their planned,
 * unsent messages are cancelled); the templates those schedules send are copied to the owner (the
 * co-host keeps theirs for their own properties). Nothing they wrote keeps sending unseen. Run it
 * with the removal's transaction, so both happen or neither.
 */
export async function handOverCoHostWork(
  tx: Db,
  input: { propertyId: number; coHostUserId: string; ownerUserId: string; coHostName: string },
): Promise<{ schedules: number; templates: number }> {
  const repo = new MessagesHandoverRepository(tx);
  const schedules = await repo.schedulesOn(input.propertyId, input.coHostUserId);
  if (!schedules.length) return { schedules: 0, templates: 0 };
  const copies = await repo.copyTemplates(
    [...new Set(schedules.map((s) => s.templateId))],
    input.coHostUserId,
    input.ownerUserId,
    input.coHostName,
  );
  for (const schedule of schedules)
    await repo.handOverSchedule(
      schedule.id,
      input.ownerUserId,
      copies.get(schedule.templateId) ?? schedule.templateId,
      input.coHostName,
    );
  await repo.cancelPlanned(schedules.map((s) => s.id));
  return { schedules: schedules.length, templates: copies.size };
}
