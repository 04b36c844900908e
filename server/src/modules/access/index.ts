/**
 * The access module: the one place that answers who may do what to a property and what hangs off
 * it (docs/decisions/029-one-access-policy.md). Other modules import this file only.
 */
export { asRelation, type Permission, relationMay, type StaffPermission, staffMay } from './access.policy';
export { propertiesWhere } from './access.repository';
export { AccessPolicy } from './access.service';
