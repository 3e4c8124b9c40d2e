import { AdvertGrid } from '../components/advert-grid';
import { CampusGallery } from '../components/campus-gallery';
import { HomeBanner } from '../components/home-banner';

/** `/` and `/home`: the banner carousel, the adverts and the campus pictures of the school. */
export function HomePage() {
  return (
    <div>
      <HomeBanner />
      <AdvertGrid />
      <CampusGallery />
    </div>
  );
}
