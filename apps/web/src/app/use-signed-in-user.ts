import type { Me } from '@filldeck/shared';
import { useOutletContext } from 'react-router';

/** Inside the signed-in shell: the current user, resolved by the protected layout. */
export function useSignedInUser(): Me {
  return useOutletContext<Me>();
}
