import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Warns before unsaved edits are lost: in-app navigation to another page is held by the router
 * (the caller shows the returned blocker's question), and closing or reloading the tab gets the
 * browser's own "leave site?" prompt.
 */
export function useUnsavedChangesWarning(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Edits saved (or undone) while the question is open: let the navigation go ahead.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return blocker;
}
