import { DownloadLink } from '@/components/download-link';
import { SkeletonLines } from '@/components/skeleton';
import { useTrainResources } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './resources-tab.module.css';

const TEXT = TRAINING_TEXT.detail;

/** A file size: 1536 → "1.5 KB". */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}

/** 培训资料: for trainees, the training's teachers and its school's admins; a download through the access-checked call. */
export function ResourcesTab({ sign, viewer, member }: { sign: string; viewer: string; member: boolean }) {
  const resources = useTrainResources(sign, viewer, member);
  if (!member) return <p className={styles.muted}>{TEXT.resourcesJoinFirst}</p>;
  if (resources.isPending) return <SkeletonLines rows={3} />;
  if (resources.isError) return <p className={styles.muted}>{resources.error.message || TRAINING_TEXT.loadFailed}</p>;
  if (resources.data.length === 0) return <p className={styles.muted}>{TEXT.resourcesEmpty}</p>;
  return (
    <ol className={styles.list} aria-label={TEXT.tabs.resources}>
      {resources.data.map((file) => (
        <li key={file.resourcesUrl} className={styles.item}>
          <span className={styles.idx}>{file.idx}</span>
          <span className={styles.name}>{file.resourcesName}</span>
          <span className={styles.meta}>
            {file.dataType.toUpperCase()} · {size(file.dataSize)}
          </span>
          <DownloadLink className={styles.download} href={file.url} fileName={file.fileName} aria-label={`${TEXT.download} ${file.resourcesName}`}>
            {TEXT.download}
          </DownloadLink>
        </li>
      ))}
    </ol>
  );
}
