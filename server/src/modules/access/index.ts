/**
 * The access module: the one place that answers who may do what to a property and what hangs off
 * it (docs/decisions/029-one-access-policy.md). Other modules import this file only.
 */
export {
  asRelation,
  coHostRolesWith,
  GRANTS,
  type Permission,
  type Relation,
  relationMay,
  type StaffPermission,
  staffMay,
} from './access.policy';
export { propertiesWhere, type PropertyRelation, type Target } from './access.repository';
export { AccessPolicy, type RefusalWords } from './access.service';
