import { CheckCircleFilled, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import type { CatalogueItem, CatalogueTask } from '@/api/courses';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { toastError } from '@/lib/toast';
import { formatDuration } from '../lib/format';
import { useCatalogue } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-tabs.module.css';

const TEXT = COURSE_TEXT.detail.catalogue;

/**
 * A homework or exam child of a chapter, drawn by the exams domain (composed in by the app): its link to the paper
 * or the result, or why it cannot be opened, and the state shown in 作业与考试.
 */
export type RenderCatalogueTask = (task: CatalogueTask, enrolled: boolean) => ReactNode;

type CatalogueTabProps = { courseSign: string; viewer: string; enrolled: boolean; renderTask?: RenderCatalogueTask };

function ItemRow({ item, courseSign, enrolled, renderTask }: { item: CatalogueItem; courseSign: string; enrolled: boolean; renderTask?: RenderCatalogueTask }) {
  const navigate = useNavigate();
  if (item.kind !== 'video' && renderTask) {
    return (
      <li className={styles.item}>
        <FileTextOutlined className={styles.itemIcon} />
        {renderTask(item, enrolled)}
      </li>
    );
  }
  if (item.kind !== 'video') {
    return (
      <li className={styles.item}>
        <FileTextOutlined className={styles.itemIcon} />
        <span className={styles.itemTitle}>
          [{item.kind === 'exam' ? TEXT.exam : TEXT.task}] {item.title}
        </span>
      </li>
    );
  }
  const open = (): void => {
    if (!enrolled) {
      toastError(TEXT.joinFirst);
      return;
    }
    void navigate(paths.courseVideo.getHref(courseSign, item.idSign));
  };
  return (
    <li className={styles.item}>
      <button type="button" className={styles.videoButton} onClick={open} aria-label={`${item.number}. ${item.videoTitle}`}>
        <PlayCircleOutlined className={styles.itemIcon} />
        <span className={styles.itemNumber}>{item.number}.</span>
        <span className={styles.itemTitle}>{item.videoTitle}</span>
        <span className={styles.itemDuration}>{formatDuration(item.durationSeconds)}</span>
        {item.completed ? (
          <span className={styles.completed}>
            <CheckCircleFilled /> {TEXT.completed}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** 课程目录: chapters as 第一章…, their videos numbered from 1 with duration and completed marks, then their homework and exams. */
export function CatalogueTab({ courseSign, viewer, enrolled, renderTask }: CatalogueTabProps) {
  const catalogue = useCatalogue(courseSign, viewer, true);
  if (catalogue.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (catalogue.isError || catalogue.data.length === 0) return <EmptyState description={TEXT.empty} />;
  return (
    <ol className={styles.chapters}>
      {catalogue.data.map((chapter) => (
        <li key={chapter.idSign} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>
            <span className={styles.chapterNumeral}>{TEXT.chapter(chapter.upperCaseChapterLevel)}</span>
            {chapter.chapterName}
          </h3>
          {chapter.chapterSynopsis ? <p className={styles.muted}>{chapter.chapterSynopsis}</p> : null}
          <ul className={styles.items}>
            {chapter.children.map((item) => (
              <ItemRow key={item.idSign} item={item} courseSign={courseSign} enrolled={enrolled} renderTask={renderTask} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
