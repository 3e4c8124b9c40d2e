import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { publishCourse, saveStandard, type Weights } from '@/api/authoring';
import { WEIGHT_FIELDS, weightParts, weightsError, weightsFrom, weightSum } from '../lib/standard-rules';
import { clearWizard } from '../lib/wizard-storage';
import { useWizard } from '../hooks/use-wizard';
import styles from '../authoring.module.css';
import { authoringKeys, useEditedCourse } from '../queries';
import { AUTHORING_TEXT } from '../texts';
import { showFieldFailure } from '../lib/failure';
import { WeightsPie } from './weights-pie';

const T = AUTHORING_TEXT.standard;
const M = AUTHORING_TEXT.messages;
const W = AUTHORING_TEXT.wizard;

/** Step 4 (assessment-criterion): five integer weights summing to 100, a live pie, then 发布课程. */
export function AssessmentStep() {
  const wizard = useWizard();
  const courseId = wizard.courseId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edited = useEditedCourse(courseId);
  const [form] = Form.useForm<Weights>();
  const values = Form.useWatch([], form) as Partial<Weights> | undefined;
  const existing = !!edited.data?.standard;

  useEffect(() => {
    if (edited.data) form.setFieldsValue(weightsFrom(edited.data.standard));
  }, [edited.data, form]);

  // Before the form reports its values (first render), the weights it starts with.
  const current = useMemo<Partial<Weights>>(() => values ?? weightsFrom(edited.data?.standard), [values, edited.data]);
  const sum = weightSum(current);
  const error = weightsError(current);
  const parts = useMemo(() => weightParts(current), [current]);

  const write = useMutation({
    mutationFn: async (publish: boolean) => {
      await saveStandard(courseId, current as Weights, existing);
      await queryClient.invalidateQueries({ queryKey: authoringKeys.course(courseId) });
      if (publish) await publishCourse(courseId);
    },
    onSuccess: async (_, publish) => {
      if (!publish) {
        toastSuccess(existing ? M.updated : M.saved);
        return;
      }
      toastSuccess(M.published);
      clearWizard();
      await queryClient.invalidateQueries({ queryKey: authoringKeys.all });
      navigate(paths.myTeaching.getHref());
    },
    onError: showFieldFailure, // other failures: the request layer showed the server's message
  });
  const busy = write.isPending ? (write.variables ? 'publish' : 'save') : null;

  const run = (publish: boolean): void => {
    if (error) {
      toastError(error);
      return;
    }
    write.mutate(publish);
  };
  const onSave = (): void => run(false);
  const onPublish = (): void => run(true);

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
        <Button onClick={onSave} loading={busy === 'save'} disabled={!!error}>
          {T.save}
        </Button>
        <Button type="primary" onClick={onPublish} loading={busy === 'publish'} disabled={!!error}>
          {T.publish}
        </Button>
      </div>
    </>
  );
}
