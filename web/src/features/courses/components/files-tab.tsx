import { DownloadOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { formatFileSize } from '../lib/format';
import { useChapterFiles } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-tabs.module.css';
import { DataFileLink } from '@/components/data-file-link';

const TEXT = COURSE_TEXT.detail.files;

/** 课程资料: the data files per chapter (index, name, size, download); others are asked to join first. */
export function FilesTab({ courseSign, viewer, canSee }: { courseSign: string; viewer: string; canSee: boolean }) {
  const files = useChapterFiles(courseSign, viewer, canSee);
  if (!canSee) return <EmptyState description={TEXT.joinFirst} />;
  if (files.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  const chapters = (files.data ?? []).filter((chapter) => chapter.files.length > 0);
  if (files.isError) return <EmptyState description={files.error.message === TEXT.joinFirst ? TEXT.joinFirst : TEXT.empty} />;
  if (chapters.length === 0) return <EmptyState description={TEXT.empty} />;
  return (
    <div className={styles.fileChapters}>
      {chapters.map((chapter) => (
        <section key={chapter.chapterIdSign || chapter.chapterName} className={styles.fileChapter} aria-label={chapter.chapterName}>
          <h3 className={styles.chapterTitle}>{chapter.chapterName}</h3>
          <ul className={styles.files}>
            {chapter.files.map((file) => (
              <li key={file.idSign} className={styles.file}>
                <span className={styles.fileIndex}>{file.index}</span>
                <span className={styles.fileName} title={file.fileName}>
                  {file.dataName || file.fileName}
                </span>
                <span className={styles.fileSize}>{formatFileSize(file.dataSize)}</span>
                <DataFileLink className={styles.fileDownload} href={file.downloadUrl} fileName={file.fileName} aria-label={`${TEXT.download} ${file.dataName || file.fileName}`}>
                  <DownloadOutlined /> {TEXT.download}
                </DataFileLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
