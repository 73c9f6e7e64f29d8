import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Destination } from './sign-in-destination';

/** Goes to a sign-in flow destination: a route (replacing the sign-in page in history) or another site. */
export function useFollowDestination(): (destination: Destination) => void {
  const navigate = useNavigate();
  return useCallback(
    (destination: Destination) => {
      if (destination.kind === 'external') window.location.assign(destination.url);
      else void navigate(destination.path, { replace: true });
    },
    [navigate],
  );
}
