export { HostContactForm } from './components/host-contact-form';
export { InboxView } from './components/inbox-view';
export { InboxUnreadBadge } from './components/unread-badge';
