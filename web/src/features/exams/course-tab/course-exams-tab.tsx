import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { saveOfflineAnswer } from '@/api/exams';
import { EmptyState } from '@/components/empty-state';
import { examKeys, useExamItems, useHomeworkItems } from '../queries';
import { EXAM_TEXT } from '../paper/texts';
import styles from './course-exams-tab.module.css';
import { ExamList } from './exam-list';

const T = EXAM_TEXT.list;

/** 作业与考试 on the course page: homework and exams with the §4 display; a failed load shows the empty state (spec 02 §8). */
export function CourseExamsTab({ courseSign, viewer }: { courseSign: string; viewer: string }) {
  const queryClient = useQueryClient();
  const homework = useHomeworkItems(courseSign, viewer);
  const exams = useExamItems(courseSign, viewer);
  const reload = async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: examKeys.homework(courseSign, viewer) }),
      queryClient.invalidateQueries({ queryKey: examKeys.examItems(courseSign, viewer) }),
    ]);
  };
  if (homework.isPending || exams.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const homeworkItems = Array.isArray(homework.data) ? homework.data : [];
  const examItems = Array.isArray(exams.data) ? exams.data : [];
  if (homeworkItems.length === 0 && examItems.length === 0) return <EmptyState description={T.empty} />;
  return (
    <div className={styles.tab}>
      <ExamList title={T.homework} items={homeworkItems} emptyText={T.emptyHomework} upload={saveOfflineAnswer} onUploaded={reload} />
      <ExamList title={T.exam} items={examItems} emptyText={T.emptyExam} upload={saveOfflineAnswer} onUploaded={reload} />
    </div>
  );
}
