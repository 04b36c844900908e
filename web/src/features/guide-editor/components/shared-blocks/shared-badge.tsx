export { SharedBadge } from '@web/lib/shared-blocks/shared-badge';
