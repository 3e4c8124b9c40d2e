import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Modal, Select } from 'antd';
import { assignPractice, getCoursePractices } from '@/api/simulation';
import { toastSuccess } from '@/lib/toast';
import { simulationKeys } from '../queries';
import { showRefusal } from '../refusal';
import { SIM_TEXT } from '../texts';

const T = SIM_TEXT.course;

type Values = { sign: string; inAssessment: boolean };

/** 添加实训: one of the school's practices (those assigned already shown, not offered), counted in the assessment or not. */
export function AssignDialog({ courseId, open, onClose }: { courseId: string; open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const practices = useQuery({
    queryKey: simulationKeys.coursePractices(courseId),
    queryFn: () => getCoursePractices(courseId),
    enabled: open,
  });
  const assign = useMutation({
    mutationFn: (values: Values) => assignPractice({ courseId, sign: values.sign, inAssessment: values.inAssessment }),
    onSuccess: () => {
      toastSuccess(T.added);
      void client.invalidateQueries({ queryKey: simulationKeys.course(courseId) });
      form.resetFields();
      onClose();
    },
    onError: (error) => showRefusal(error, form, ['sign', 'inAssessment']),
  });
  return (
    <Modal
      open={open}
      title={T.addTitle}
      okText={T.ok}
      cancelText={T.cancel}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="assign-practice"
        layout="vertical"
        requiredMark={false}
        initialValues={{ inAssessment: false }}
        onFinish={(values) => assign.mutate(values)}
      >
        <Form.Item name="sign" label={T.practice} rules={[{ required: true, message: T.practiceRequired }]}>
          <Select
            placeholder={T.practicePlaceholder}
            loading={practices.isPending}
            options={(practices.data ?? []).map((p) => ({
              value: p.sign,
              label: `${p.title}（${p.marketplaceName}）${p.assigned ? T.assigned : ''}`,
              disabled: p.assigned,
            }))}
          />
        </Form.Item>
        <Form.Item name="inAssessment" valuePropName="checked">
          <Checkbox>{T.countIn}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
