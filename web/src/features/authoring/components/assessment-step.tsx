import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { publishCourse, saveStandard, type Weights } from '@/api/authoring';
import { WEIGHT_FIELDS, weightParts, weightsError, weightsFrom, weightSum } from '../lib/standard-rules';
import { clearWizard } from '../lib/wizard-storage';
import { useWizard } from '../pages/new-curriculum-page';
import styles from '../authoring.module.css';
import { teachingKeys, useEditedCourse } from '../queries';
import { TEACHING_TEXT } from '../texts';
import { showFieldFailure } from '../lib/failure';
import { WeightsPie } from './weights-pie';

const T = TEACHING_TEXT.standard;
const M = TEACHING_TEXT.messages;
const W = TEACHING_TEXT.wizard;

/** Step 4 (assessment-criterion): five integer weights summing to 100, a live pie, then 发布课程. */
export function AssessmentStep() {
  const wizard = useWizard();
  const courseId = wizard.courseId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edited = useEditedCourse(courseId);
  const [form] = Form.useForm<Weights>();
  const values = Form.useWatch([], form) as Partial<Weights> | undefined;
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const existing = !!edited.data?.standard;

  useEffect(() => {
    if (edited.data) form.setFieldsValue(weightsFrom(edited.data.standard));
  }, [edited.data, form]);

  // Before the form reports its values (first render), the weights it starts with.
  const current = useMemo<Partial<Weights>>(() => values ?? weightsFrom(edited.data?.standard), [values, edited.data]);
  const sum = weightSum(current);
  const error = weightsError(current);
  const parts = useMemo(() => weightParts(current), [current]);

  const save = async (): Promise<boolean> => {
    if (error) {
      toastError(error);
      return false;
    }
    await saveStandard(courseId, current as Weights, existing);
    await queryClient.invalidateQueries({ queryKey: teachingKeys.course(courseId) });
    return true;
  };

  const onSave = async (): Promise<void> => {
    setBusy('save');
    try {
      if (await save()) toastSuccess(existing ? M.updated : M.saved);
    } catch (error) {
      showFieldFailure(error); // other failures: the request layer showed the server's message
    } finally {
      setBusy(null);
    }
  };

  const onPublish = async (): Promise<void> => {
    setBusy('publish');
    try {
      if (!(await save())) return;
      await publishCourse(courseId);
      toastSuccess(M.published);
      clearWizard();
      await queryClient.invalidateQueries({ queryKey: teachingKeys.all });
      navigate(paths.myTeaching.getHref());
    } catch (error) {
      showFieldFailure(error); // other failures: the request layer showed the server's message
    } finally {
      setBusy(null);
    }
  };

  if (edited.isPending) return <Skeleton active />;

  return (
    <>
      <div className={styles.weights}>
        <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={weightsFrom(null)}>
          {WEIGHT_FIELDS.map((f) => (
            <Form.Item key={f} name={f} label={T.fields[f]}>
              <InputNumber min={0} max={100} precision={0} addonAfter="%" aria-label={T.fields[f]} style={{ width: 160 }} />
            </Form.Item>
          ))}
          <p className={sum === 100 ? styles.sumOk : styles.sumBad} data-testid="weights-sum">
            {T.sum(sum)}
          </p>
          {error ? <Alert type="warning" showIcon message={error} /> : null}
        </Form>
        <WeightsPie parts={parts} label={T.pieLabel} />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => wizard.goTo(2)}>{W.previous}</Button>
        <Button onClick={() => void onSave()} loading={busy === 'save'} disabled={!!error}>
          {T.save}
        </Button>
        <Button type="primary" onClick={() => void onPublish()} loading={busy === 'publish'} disabled={!!error}>
          {T.publish}
        </Button>
      </div>
    </>
  );
}
