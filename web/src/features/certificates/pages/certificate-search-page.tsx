import { SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/api/errors';
import { certificatePaths } from '@/config/certificate-paths';
import { StatusTag } from '../components/status-tag';
import { useCertificateSearch } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import styles from './certificate-pages.module.css';

const T = CERTIFICATE_TEXT.search;
const NUMBER = /^XJ\d{10,}$/;

type Values = { name: string; number: string };

/** What a visitor types as a number: spaces dropped, letters upper-cased (the server reads it so too). */
export const normalizeNumber = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/**
 * /certificate-search (public): the holder's name and the number find a certificate (both must match; the answer never
 * says which did not), with its status and a link to its page. ?name=&number= fills the form and searches at once.
 */
export function CertificateSearchPage() {
  const [params, setParams] = useSearchParams();
  const initial = { name: params.get('name') ?? '', number: params.get('number') ?? '' };
  const [query, setQuery] = useState<Values | null>(initial.name && initial.number ? initial : null);
  const search = useCertificateSearch(query);
  const [form] = Form.useForm<Values>();

  const submit = (values: Values): void => {
    const next = { name: values.name.trim(), number: normalizeNumber(values.number) };
    setQuery(next);
    setParams(next, { replace: true });
  };
  const c = search.data;
  const refused = search.error instanceof ApiError ? search.error.message : null;

  return (
    <div className={styles.page}>
      <Card className={styles.searchCard}>
        <h1 className={styles.title}>
          <SafetyCertificateOutlined aria-hidden="true" /> {T.title}
        </h1>
        <p className={styles.intro}>{T.intro}</p>
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark={false}>
          <div className={styles.fields}>
            <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
              <Input placeholder={T.namePlaceholder} maxLength={20} autoComplete="name" allowClear />
            </Form.Item>
            <Form.Item
              name="number"
              label={T.number}
              rules={[
                { required: true, whitespace: true, message: T.numberRequired },
                { validator: async (_, v: string | undefined) => (!v?.trim() || NUMBER.test(normalizeNumber(v)) ? undefined : Promise.reject(new Error(T.numberFormat))) },
              ]}
            >
              <Input placeholder={T.numberPlaceholder} maxLength={30} autoComplete="off" allowClear />
            </Form.Item>
          </div>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={search.isFetching} block>
            {T.submit}
          </Button>
        </Form>
        <p className={styles.tips}>{T.tips}</p>
      </Card>

      {refused ? <Alert className={styles.result} type="warning" showIcon message={refused} /> : null}
      {c && query ? (
        <Card className={styles.result} title={T.result} extra={<StatusTag revoked={c.revoked} />}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small">
            <Descriptions.Item label={T.holder}>{c.holderName}</Descriptions.Item>
            <Descriptions.Item label={T.numberLabel}>{c.number}</Descriptions.Item>
            <Descriptions.Item label={T.course}>{`${c.courseName}（${c.title}）`}</Descriptions.Item>
            <Descriptions.Item label={T.issued}>{c.issuedDate}</Descriptions.Item>
            <Descriptions.Item label={T.issuer}>{c.schoolName}</Descriptions.Item>
          </Descriptions>
          {c.revoked ? (
            <Alert type="error" showIcon message={CERTIFICATE_TEXT.details.revoked(c.revokedDate, c.revokeReason)} />
          ) : null}
          <Link to={certificatePaths.details.getHref(c.number, c.code)} className={styles.viewLink}>
            <Button type="primary" tabIndex={-1}>
              {T.view}
            </Button>
          </Link>
        </Card>
      ) : null}
    </div>
  );
}
