import { useLocation, useNavigation } from 'react-router';

/** True while the page's own data is being loaded again (a retry), so it can show "looking up". */
export function useReloading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}
