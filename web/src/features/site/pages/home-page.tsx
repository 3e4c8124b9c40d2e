import { AdvertGrid } from '../components/advert-grid';
import { HomeBanner } from '../components/home-banner';

/** `/` and `/home`: the banner carousel and the adverts of the school. */
export function HomePage() {
  return (
    <div>
      <HomeBanner />
      <AdvertGrid />
    </div>
  );
}
