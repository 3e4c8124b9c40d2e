import { headerDelays } from '@/config/header-timing';
import { useAfterPageOpen } from '@/lib/page-open';

/** Spec 01 §4: navigation, school info and login info start about 100 ms after the page opens. */
export function useHeaderDataReady(): boolean {
  return useAfterPageOpen(headerDelays().headerDataMs);
}
