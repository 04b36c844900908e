import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLocalePath } from './i18n/use-locale';
import { signOut } from './session';

/**
 * Signs out (SPEC.md section 4) and lands on /. The page changes first: clearing the session while a
 * guarded page is still shown would make its guard send the visitor to the login page instead.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await navigate(localePath('/'));
    signOut();
    queryClient.clear();
  }, [localePath, navigate, queryClient]);
}
