import { Image, Skeleton } from 'antd';
import { getClaimPhoto } from '@/api/identity';
import { useBlobUrl } from '@/lib/use-blob-url';
import { ADMIN_TEXT } from '../texts';
import styles from './school-admin.module.css';

const T = ADMIN_TEXT.photo;
const THUMB = 48;
const loadClaimPhoto = (claimId: string): Promise<Blob> => getClaimPhoto(claimId);

/**
 * A claim's recognition photo, fetched with the session (it has no public address): a thumbnail that a click, Enter
 * or Space enlarges (antd's preview).
 */
export function ClaimPhoto({ claimId, name }: { claimId: string | number; name: string }) {
  const photo = useBlobUrl(String(claimId), loadClaimPhoto);
  if (photo.failed) return <span className={styles.photoNote}>{T.failed}</span>;
  if (!photo.url) return <Skeleton.Avatar active shape="square" size={THUMB} aria-label={T.loading} />;
  return <Image src={photo.url} alt={T.alt(name)} width={THUMB} height={THUMB} className={styles.photo} />;
}
