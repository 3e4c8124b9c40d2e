import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { startProgress } from '@/lib/progress';

/** How long the bar shows for a route change whose page is already loaded. */
const ROUTE_BLIP_MS = 200;

/** The top progress bar on route changes: for the whole lazy load, or a short blip. */
export function RouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle';

  useEffect(() => {
    if (!loading) return undefined;
    return startProgress();
  }, [loading]);

  // A blip for each change of page, not for the page the browser opened: that one is still loading, and the bar's
  // start and end (each a forced layout) would only add to its work.
  const [openedPath] = useState(location.pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current && location.pathname === openedPath) return undefined;
    moved.current = true;
    const stop = startProgress();
    const timer = setTimeout(stop, ROUTE_BLIP_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [location.pathname, openedPath]);

  return null;
}
