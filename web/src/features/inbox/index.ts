export { HostContactForm } from './components/host-contact-form';
export { InboxView } from './components/inbox-view';
