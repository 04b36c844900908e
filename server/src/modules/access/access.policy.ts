import { CO_HOST_ROLES, type CoHostRole } from '@common/contracts/cohosts';
import { ROLES } from '../../lib/tokens';

/**
 * Who may do what to a property and everything on it (docs/decisions/029-one-access-policy.md).
 * The caller's relation to a property is `owner`, one of the co-host roles, or none (another host:
 * 404, like a missing record). Staff (Internal, Admin) have no relation to hosts' properties through
 * the host routes; they work through /admin with the staff permissions below.
 */
export type Relation = 'owner' | CoHostRole;

export type Permission =
  /** See the property and its guide (editor page, booklet with sensitive parts, guide link). */
  | 'property.read'
  /** Change the guide: property PUT, photos, devices, videos, the concierge's knowledge. */
  | 'guide.update'
  /** Owner-only: delete the property, publish or unpublish it, rotate its guest link, manage co-hosts. */
  | 'property.delete'
  | 'property.publish'
  | 'property.rotateLink'
  | 'cohosts.manage'
  /**
   * Owner-only: copy the property's guide into a new property of the caller's own (decision 046): the
   * copy and its files land in the caller's account, so a co-host does not take the owner's guide away.
   */
  | 'property.duplicate'
  /** The stay calendar: guest names and dates. */
  | 'stay.read'
  /** The guests' e-mail and phone in stay answers. */
  | 'stay.contact'
  /** Create, change, cancel stays, their links, imports and calendar feeds. */
  | 'stay.update'
  /** The message log, sending, schedules on the property, previews; reports of the property. */
  | 'message.manage'
  /** The inbox of guests' questions: read them and answer (the answer may be mailed to the stay's guest). */
  | 'inbox.answer'
  | 'report.read';

const MANAGER: readonly Relation[] = ['owner', 'manager'];
const GUIDE_EDITORS: readonly Relation[] = ['owner', 'manager', 'editor'];
const EVERYONE: readonly Relation[] = ['owner', ...CO_HOST_ROLES];
const OWNER: readonly Relation[] = ['owner'];

/** The one table of rights: which relations hold each permission. */
export const GRANTS: Record<Permission, readonly Relation[]> = {
  'property.read': EVERYONE,
  'guide.update': GUIDE_EDITORS,
  'property.delete': OWNER,
  'property.publish': OWNER,
  'property.rotateLink': OWNER,
  'cohosts.manage': OWNER,
  'property.duplicate': OWNER,
  'stay.read': ['owner', 'manager', 'viewer'],
  'stay.contact': MANAGER,
  'stay.update': MANAGER,
  'message.manage': MANAGER,
  'inbox.answer': MANAGER,
  'report.read': MANAGER,
};

export const relationMay = (relation: Relation, permission: Permission): boolean =>
  GRANTS[permission].includes(relation);

/** The co-host roles holding a permission (what list queries filter co-hosted properties by). */
export const coHostRolesWith = (permission: Permission): CoHostRole[] =>
  CO_HOST_ROLES.filter((role) => GRANTS[permission].includes(role));

/** Existing co-hosts (before roles) and invitations without a role are managers: today's powers. */
export const asRelation = (role: string): CoHostRole =>
  (CO_HOST_ROLES as readonly string[]).includes(role) ? (role as CoHostRole) : 'manager';

/** Staff permissions: Internal reads the admin area and answers support; Admin changes accounts and settings. */
export type StaffPermission = 'staff.read' | 'staff.manage';

export const STAFF_GRANTS: Record<StaffPermission, readonly string[]> = {
  'staff.read': [ROLES.internal, ROLES.admin],
  'staff.manage': [ROLES.admin],
};

export const staffMay = (roles: readonly string[], permission: StaffPermission): boolean =>
  roles.some((role) => STAFF_GRANTS[permission].includes(role));
