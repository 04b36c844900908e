import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { type Permission, relationMay } from './access.policy';
import { AccessRepository, type PropertyRelation, type Target } from './access.repository';

/** How a refusal reads: the field it names, and the keys of its 404 and 403. */
export interface RefusalWords {
  field?: string;
  notFound?: string;
  forbidden?: string;
}

/**
 * The one access check (after Immich's `requireAccess` and Outline's `authorize`): "may this user do
 * <permission> to this property, or to the stay / device / video / photo / feed / message on it?".
 * No relation to the property (another host's, a deleted one, a missing record) is a 404; a co-host
 * whose role lacks the permission gets 403. Schedules and templates are the author's, and also the
 * owner's of the property they send on.
 */
export class AccessPolicy {
  private readonly repo: AccessRepository;

  constructor(db: Db) {
    this.repo = new AccessRepository(db);
  }

  /** The caller's relation to the target's property when it holds the permission, else null (no throw). */
  async may(userId: string, permission: Permission, target: Target): Promise<PropertyRelation | null> {
    const found = await this.relationTo(userId, target);
    return found && relationMay(found.relation, permission) ? found : null;
  }

  /** The caller's relation to the target's property (whatever it allows), or null when they have none. */
  async relationTo(userId: string, target: Target): Promise<PropertyRelation | null> {
    const propertyId = await this.repo.propertyOf(target);
    return propertyId === null ? null : this.repo.relation(userId, propertyId);
  }

  /** Throws 404 (no relation) or 403 (a co-host's role without the permission); answers the relation. */
  async require(
    userId: string,
    permission: Permission,
    target: Target,
    words: RefusalWords = {},
  ): Promise<PropertyRelation> {
    const found = await this.relationTo(userId, target);
    if (!found) throw refusal(404, words.notFound ?? ERROR_KEYS.notFound, words.field);
    if (!relationMay(found.relation, permission))
      throw refusal(403, words.forbidden ?? ERROR_KEYS.forbidden, words.field);
    return found;
  }

  /** Which of these properties the user holds the permission on (for lists over several properties). */
  propertiesWith(userId: string, permission: Permission, propertyIds: number[]): Promise<Set<number>> {
    return this.repo.propertyIdsWhere(userId, permission, propertyIds);
  }

  /** Which of these library photos the user may put in a guide or profile: those of properties they may read. */
  usableMedia(userId: string, mediaIds: number[]): Promise<Set<number>> {
    return this.repo.mediaIdsWhere(userId, 'property.read', mediaIds);
  }

  /**
   * A schedule: its author may change it while they may manage messages on its property (or it is
   * for all their own properties); the property's owner always may, whoever wrote it. Else 404.
   */
  async requireSchedule(userId: string, scheduleId: number): Promise<void> {
    const schedule = await this.repo.schedule(scheduleId);
    if (!schedule) throw notFound();
    if (schedule.propertyId === null) {
      if (schedule.userId === userId) return;
      throw notFound();
    }
    const relation = await this.repo.relation(userId, schedule.propertyId);
    if (relation?.relation === 'owner') return;
    if (schedule.userId === userId && relation && relationMay(relation.relation, 'message.manage')) return;
    throw notFound();
  }

  /** A template: its author's, and the owner's of any property a schedule sends it on. Else 404. */
  async requireTemplate(userId: string, template: { id: number; userId: string }): Promise<void> {
    if (template.userId === userId) return;
    if (await this.repo.templateSendsOnOwnedProperty(userId, template.id)) return;
    throw notFound();
  }
}

function refusal(status: 403 | 404, description: string, field: string | undefined): AppError {
  if (!field) return status === 404 ? notFound(description) : forbidden(description);
  return new AppError(status, status === 404 ? ERROR_CODES.notFound : ERROR_CODES.forbidden, description, { field });
}
