import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, List, Skeleton } from 'antd';
import { useState } from 'react';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { ExportButton } from '@/components/export-button';
import { addCourseMessage, getCourseMessages, manageApiPaths } from '@/api/teaching';
import { useManagedCourse } from './manage-context';
import { teachingKeys } from '../queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.bulletin;
const PAGE_SIZE = 5;
type Values = { title: string; content: string };

/** 课程公告: post a course message (reaches the students' 课程消息) and the course's messages, pages of 5. */
export function BulletinTab() {
  const { courseSign } = useManagedCourse();
  const [form] = Form.useForm<Values>();
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const messages = useQuery({
    queryKey: teachingKeys.messages(courseSign, page),
    queryFn: () => getCourseMessages(courseSign, page, PAGE_SIZE),
  });

  const post = useMutation({
    mutationFn: (values: Values) => addCourseMessage(courseSign, values.title.trim(), values.content.trim()),
    onSuccess: async () => {
      toastSuccess(T.posted);
      form.resetFields();
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.messagesOf(courseSign) });
    },
    onError: () => toastError(T.failed),
  });

  const total = messages.data?.total ?? 0;
  return (
    <div className={styles.panel}>
      <Card size="small" title={T.formTitle}>
        <Form form={form} layout="vertical" onFinish={(v) => post.mutate(v)} requiredMark={false}>
          <Form.Item
            name="title"
            label={T.title}
            rules={[
              { required: true, whitespace: true, message: T.titleRequired },
              { max: 50, message: T.titleLong },
            ]}
          >
            <Input placeholder={T.titlePlaceholder} showCount={{ formatter: ({ count }) => `${count} / 50` }} />
          </Form.Item>
          <Form.Item
            name="content"
            label={T.content}
            rules={[
              { required: true, whitespace: true, message: T.contentRequired },
              { max: 2000, message: T.contentLong },
            ]}
          >
            <Input.TextArea rows={5} placeholder={T.contentPlaceholder} showCount={{ formatter: ({ count }) => `${count} / 2000` }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={post.isPending}>
            {T.submit}
          </Button>
        </Form>
      </Card>
      <Card
        size="small"
        title={T.listTitle}
        extra={<ExportButton path={manageApiPaths.courseMessages} body={{ courseIdSign: courseSign }} disabled={total === 0} />}
      >
        {messages.isPending ? (
          <Skeleton active />
        ) : (
          <List
            dataSource={messages.data?.list ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
            pagination={total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total, onChange: setPage, size: 'small', showSizeChanger: false } : false}
            renderItem={(m) => (
              <List.Item key={m.idSign}>
                <List.Item.Meta
                  title={m.title}
                  description={
                    <>
                      <div className={styles.messageContent}>{m.content}</div>
                      <div className={styles.meta}>
                        {T.by(m.authorName)} · {formatServerTime(m.createTime)}
                      </div>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
