import { CopyOutlined, DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { App as AntApp, Button, Card, Form, Input, Radio, Switch, Tag } from 'antd';
import type { ConfigSchool, SystemConfig } from '@/api/external';
import { env } from '@/config/env';
import { externalApi } from '@/config/external-paths';
import { copyWithToast } from '@/lib/clipboard';
import { formatServerTime } from '@/lib/time';
import { check, inputOf, LIMITS, refusalFieldOf, ruleOf, valuesOf, type SystemFormValues } from '../lib/system-rules';
import { tellRefusal, useDeleteSystem, useResetSecret, useSaveSystem } from '../queries';
import { EXTERNAL_TEXT } from '../texts';
import styles from './system-config-card.module.css';

const T = EXTERNAL_TEXT.admin;
const F = EXTERNAL_TEXT.form;
const V = EXTERNAL_TEXT.vendor;

/** The address a vendor's server posts a token to. */
function verifyUrl(): string {
  const base = /^https?:\/\//i.test(env.apiBase) ? env.apiBase : `${window.location.origin}${env.apiBase}`;
  return `${base}${externalApi.verify}`;
}

/** How a vendor checks a token: the address it gets, the token's format, the verify call and its refusals. */
function VendorGuide({ config }: { config: SystemConfig }) {
  const param = config.tokenParam || 'token';
  return (
    <details className={styles.guide}>
      <summary className={styles.guideSummary}>{V.title}</summary>
      <div className={styles.guideBody}>
        {config.configured && config.passMode === 'none' ? <p>{V.none}</p> : null}
        <p>{V.open(param)}</p>
        <p>{V.format}</p>
        <ul>
          <li>{V.payload}</li>
          <li>{V.signature}</li>
        </ul>
        <p>{V.verify}</p>
        <pre className={styles.code}>{`POST ${verifyUrl()}\nContent-Type: application/json\n\n{"token": "<令牌>"}`}</pre>
        <p>
          {V.answer}
          {V.errors.map((text) => (
            <code key={text} className={styles.inlineCode}>
              {text}
            </code>
          ))}
        </p>
      </div>
    </details>
  );
}

/** The secret (made at the first save) with 复制 and 重置密钥 (after a confirmation: the vendor needs the new one). */
function SecretPanel({ config, name, school }: { config: SystemConfig; name: string; school: ConfigSchool }) {
  const { modal } = AntApp.useApp();
  const reset = useResetSecret(school);
  const labelId = `external-secret-${config.system}`;
  const confirmReset = (): void => {
    modal.confirm({
      title: T.resetTitle,
      content: T.resetText,
      okText: T.resetOk,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => reset.mutateAsync(config.system).catch(() => undefined),
    });
  };
  return (
    <section className={styles.secret} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.secretLabel}>
        {T.secret}
      </h3>
      <code className={styles.secretValue} aria-label={`${name} ${T.secret}`}>
        {config.secret}
      </code>
      <p className={styles.help}>{T.secretHelp}</p>
      <div className={styles.buttons}>
        <Button icon={<CopyOutlined />} onClick={() => void copyWithToast(config.secret, T.copied, T.copyFailed)}>
          {T.copy}
        </Button>
        <Button icon={<KeyOutlined />} loading={reset.isPending} onClick={confirmReset}>
          {T.resetSecret}
        </Button>
      </div>
    </section>
  );
}

/** The form of one system: 保存, and 删除配置 (after a confirmation) once saved. */
function SystemForm({ config, name, school }: { config: SystemConfig; name: string; school: ConfigSchool }) {
  const { modal } = AntApp.useApp();
  const [form] = Form.useForm<SystemFormValues>();
  const save = useSaveSystem(school);
  const remove = useDeleteSystem(school);

  const submit = (values: SystemFormValues): void => {
    if (save.isPending) return;
    save.mutate(inputOf(config.system, values), {
      onSuccess: ({ config: saved }) => form.setFieldsValue(valuesOf(saved)),
      onError: (error) => {
        // A refusal that belongs to a field shows under it; the rest are told (系统不存在).
        const field = refusalFieldOf(error);
        if (field) form.setFields([{ name: field, errors: [(error as Error).message] }]);
        else tellRefusal(error);
      },
    });
  };

  const confirmRemove = (): void => {
    modal.confirm({
      title: T.removeTitle(name),
      content: T.removeText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(config.system).catch(() => undefined),
    });
  };

  return (
    <Form<SystemFormValues>
      form={form}
      name={`external-${config.system}`}
      layout="vertical"
      initialValues={valuesOf(config)}
      onFinish={submit}
      requiredMark
    >
      <Form.Item name="name" label={F.name} required rules={[ruleOf(check.name)]}>
        <Input count={{ show: true, max: LIMITS.name.max }} />
      </Form.Item>
      <Form.Item name="url" label={F.url} extra={F.urlHelp} required rules={[ruleOf(check.url)]}>
        <Input inputMode="url" autoComplete="off" spellCheck={false} placeholder={F.urlPlaceholder} />
      </Form.Item>
      <Form.Item name="passMode" label={F.passMode} required rules={[ruleOf(check.passMode)]}>
        <Radio.Group className={styles.modes}>
          <Radio value="token">{F.passModes.token}</Radio>
          <Radio value="none">{F.passModes.none}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="tokenParam" label={F.tokenParam} extra={F.tokenParamHelp} required rules={[ruleOf(check.tokenParam)]}>
        <Input autoComplete="off" spellCheck={false} count={{ show: true, max: LIMITS.tokenParam }} />
      </Form.Item>
      <Form.Item name="description" label={F.description} rules={[ruleOf(check.description)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} count={{ show: true, max: LIMITS.description }} />
      </Form.Item>
      <Form.Item name="enabled" label={F.enabled} valuePropName="checked">
        <Switch />
      </Form.Item>
      <div className={styles.buttons}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.save}
        </Button>
        {config.configured ? (
          <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={confirmRemove}>
            {T.remove}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** One system's card on /school-admin/external-systems: its state, the form, the secret, the vendor's guide. */
export function SystemConfigCard({ config, school = null }: { config: SystemConfig; school?: ConfigSchool }) {
  const name = config.name || EXTERNAL_TEXT.defaultNames[config.system];
  const headingId = `external-config-${config.system}`;
  return (
    <Card className={styles.card} aria-labelledby={headingId} role="region">
      <header className={styles.header}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        <span className={styles.tags}>
          <Tag color={config.configured ? 'success' : 'default'}>{config.configured ? T.configured : T.notConfigured}</Tag>
          {config.configured ? <Tag color={config.enabled ? 'processing' : 'warning'}>{config.enabled ? T.enabled : T.disabled}</Tag> : null}
        </span>
        {config.updatedAt ? <span className={styles.meta}>{T.updatedAt(formatServerTime(config.updatedAt))}</span> : null}
      </header>
      {/* A deleted system comes back with its defaults: a fresh form. */}
      <SystemForm key={String(config.configured)} config={config} name={name} school={school} />
      {config.secret ? <SecretPanel config={config} name={name} school={school} /> : null}
      <VendorGuide config={config} />
    </Card>
  );
}
