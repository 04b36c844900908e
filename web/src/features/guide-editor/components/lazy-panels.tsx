import { Center, Loader } from '@mantine/core';
import { type ComponentType, useEffect } from 'react';
import { onDemand, type OnDemand, useOnDemand } from '@web/components/on-demand';

// The editor's tabs other than the first (details) load when first wanted, with what only they use
// (dnd-kit for the sortable sections and places, the QR code of the sharing panel: decision 052).
const guide = onDemand(() => import('./guide-panel').then((m) => ({ default: m.GuidePanel })));
const contacts = onDemand(() => import('./contacts-panel').then((m) => ({ default: m.ContactsPanel })));
const places = onDemand(() => import('./places-panel').then((m) => ({ default: m.PlacesPanel })));
const sharing = onDemand(() => import('./sharing-panel').then((m) => ({ default: m.SharingPanel })));

/** A panel that shows a loader until its code has come; at once when it was loaded before. */
function panel<P extends object>(code: OnDemand<{ default: ComponentType<P> }>) {
  return function Panel(props: P) {
    const [loaded, request] = useOnDemand(code);
    useEffect(() => {
      if (!loaded) request();
    }, [loaded, request]);
    if (!loaded) {
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      );
    }
    const Loaded = loaded.default;
    return <Loaded {...props} />;
  };
}

export const GuidePanel = panel(guide);
export const ContactsPanel = panel(contacts);
export const PlacesPanel = panel(places);
export const SharingPanel = panel(sharing);

/** Loads every tab's code (the pointer or the focus came to the tab list); a failure is tried again on use. */
export function preloadPanels(): Promise<unknown> {
  return Promise.all([guide, contacts, places, sharing].map((code) => code.load())).catch(() => undefined);
}
