import { Skeleton } from 'antd';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ExamItem } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import styles from './course-exams-tab.module.css';
import { ExamList, type UploadAnswer } from './exam-list';

/**
 * One list of homework or exams loaded by the caller's call (a training's 培训作业 and 培训考试 tabs): the §4 display,
 * the test paper's links, uploads with their progress, and the list loaded again after an upload (上传成功.).
 */
export function ExamItemsTab({
  title,
  emptyText,
  queryKey,
  load,
  upload,
}: {
  title: string;
  emptyText: string;
  queryKey: QueryKey;
  load: () => Promise<ExamItem[]>;
  upload: UploadAnswer;
}) {
  const queryClient = useQueryClient();
  const items = useQuery({ queryKey, queryFn: load, retry: false });
  if (items.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (items.isError) return <EmptyState description={items.error.message || emptyText} />;
  return (
    <div className={styles.tab}>
      <ExamList
        title={title}
        items={items.data}
        emptyText={emptyText}
        upload={upload}
        onUploaded={() => queryClient.invalidateQueries({ queryKey })}
      />
    </div>
  );
}
