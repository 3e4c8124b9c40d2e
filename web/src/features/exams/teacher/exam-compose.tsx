import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Drawer, Skeleton, Tag, Transfer } from 'antd';
import { useMemo } from 'react';
import { isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';
import { examKeys } from '../queries';
import { addExamSubjects, deleteExamSubject, getExamSubjects, getQuestions, type Exam, type Question } from '@/api/exams';
import { EXAM_TEXT, TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = EXAM_TEXT;
const PAGE = 100;
const MAX_PAGES = 50;

/** Every question of the course's bank (pages of 100). */
export async function fetchAllQuestions(courseSign: string): Promise<Question[]> {
  const all: Question[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getQuestions(courseSign, page, PAGE);
    all.push(...answer.list);
    if (answer.list.length < PAGE || all.length >= answer.total) break;
  }
  return all;
}

/** The sum of the chosen questions' scores: the exam's total. */
export const sumScores = (items: { score: number }[]): number => items.reduce((sum, q) => sum + (Number(q.score) || 0), 0);

type Item = { key: string; title: string; score: number; type: number; serialNumber: number };

/** 组卷: the course's bank on the left, the exam's subjects on the right; moving adds or removes at once. */
export function ExamCompose({ courseSign, exam, onClose, onChanged }: { courseSign: string; exam: Exam | null; onClose: () => void; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const examSign = exam?.idSign ?? '';
  const bank = useQuery({ queryKey: examKeys.bankAll(courseSign), queryFn: () => fetchAllQuestions(courseSign), enabled: !!exam });
  const subjects = useQuery({ queryKey: examKeys.subjects(examSign), queryFn: () => getExamSubjects(examSign), enabled: !!exam });
  const locked = exam?.releaseStatus === 1;

  const items = useMemo<Item[]>(() => {
    const byKey = new Map<string, Item>();
    const add = (q: Question) =>
      byKey.set(q.idSign, { key: q.idSign, title: q.subjectName, score: Number(q.score) || 0, type: q.type, serialNumber: q.serialNumber });
    (bank.data ?? []).forEach(add);
    // A question deleted from the bank stays in the exam (status 1): still listed on the right.
    (subjects.data?.list ?? []).forEach((q) => byKey.has(q.idSign) || add(q));
    return [...byKey.values()];
  }, [bank.data, subjects.data]);
  const targetKeys = useMemo(() => (subjects.data?.list ?? []).map((q) => q.idSign), [subjects.data]);
  const chosen = items.filter((i) => targetKeys.includes(i.key));

  const move = useMutation({
    mutationFn: async ({ examSign, direction, moved }: { examSign: string; direction: 'left' | 'right'; moved: string[] }) => {
      if (direction === 'right') await addExamSubjects(examSign, moved);
      else for (const key of moved) await deleteExamSubject(examSign, key);
    },
    onError: (error) => toastError(isApiError(error) ? error.msg : T.composeLocked),
    onSettled: async (_, __, { examSign }) => {
      await queryClient.invalidateQueries({ queryKey: examKeys.subjects(examSign) });
      onChanged();
    },
  });
  const busy = move.isPending;

  const change = async (next: React.Key[], direction: 'left' | 'right', moved: React.Key[]): Promise<void> => {
    if (!exam) return;
    await move.mutateAsync({ examSign: exam.idSign, direction, moved: moved.map(String) }).catch(() => undefined); // told in onError
    void next;
  };

  return (
    <Drawer open={exam !== null} title={exam ? T.composeTitle(exam.examinationName) : ''} size="min(960px, 100vw)" onClose={onClose} destroyOnHidden>
      {bank.isPending || subjects.isPending ? (
        <Skeleton active />
      ) : (
        <div className={styles.panel}>
          {locked && <Alert type="warning" showIcon message={T.composeLocked} />}
          {items.length === 0 && <Alert type="info" showIcon message={T.composeEmpty} />}
          <div className={styles.sum} data-testid="compose-sum">
            {T.composeSum(chosen.length, sumScores(chosen))}
          </div>
          <div className={styles.transfer}>
            <Transfer<Item>
              dataSource={items}
              targetKeys={targetKeys}
              disabled={locked || busy}
              showSearch
              filterOption={(input, item) => item.title.includes(input)}
              titles={[T.bankSide, T.examSide]}
              actions={[T.moveIn, T.moveOut]}
              locale={{ searchPlaceholder: T.composeSearch, itemUnit: '题', itemsUnit: '题', notFoundContent: '—' }}
              render={(item) => ({
                label: (
                  <span title={item.title}>
                    <Tag>{TYPE_NAME[item.type]}</Tag>
                    {item.title}（{item.score}分）
                  </span>
                ),
                value: item.title,
              })}
              onChange={(next, direction, moved) => void change(next, direction, moved)}
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}
