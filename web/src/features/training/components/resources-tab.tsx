import { DataFileLink } from '@/components/data-file-link';
import { SkeletonLines } from '@/components/skeleton';
import { useTrainResources } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './resources-tab.module.css';
import { TabNotice } from './tab-notice';

const TEXT = TRAINING_TEXT.detail;

/** A file size: 1536 → "1.5 KB". */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`;
}

/** 培训资料: for trainees, the training's teachers and its school's admins; a download by a short-lived address (POST /file/download) in a hidden frame. */
export function ResourcesTab({ sign, viewer, member }: { sign: string; viewer: string; member: boolean }) {
  const resources = useTrainResources(sign, viewer, member);
  if (!member) return <TabNotice>{TEXT.resourcesJoinFirst}</TabNotice>;
  if (resources.isPending) return <SkeletonLines rows={3} />;
  if (resources.isError) return <TabNotice>{resources.error.message || TRAINING_TEXT.loadFailed}</TabNotice>;
  if (resources.data.length === 0) return <TabNotice>{TEXT.resourcesEmpty}</TabNotice>;
  return (
    <ol className={styles.list} aria-label={TEXT.tabs.resources}>
      {resources.data.map((file) => (
        <li key={file.resourcesUrl} className={styles.item}>
          <span className={styles.idx}>{file.idx}</span>
          <span className={styles.name}>{file.resourcesName}</span>
          <span className={styles.meta}>
            {file.dataType.toUpperCase()} · {size(file.dataSize)}
          </span>
          <DataFileLink className={styles.download} href={file.url} fileName={file.fileName} aria-label={`${TEXT.download} ${file.resourcesName}`}>
            {TEXT.download}
          </DataFileLink>
        </li>
      ))}
    </ol>
  );
}
