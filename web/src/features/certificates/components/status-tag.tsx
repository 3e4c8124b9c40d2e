import { Tag } from 'antd';
import { CERTIFICATE_TEXT } from '../texts';

/** 有效 in green, 已吊销 in red. */
export function StatusTag({ revoked }: { revoked: boolean }) {
  return revoked ? <Tag color="error">{CERTIFICATE_TEXT.status.revoked}</Tag> : <Tag color="success">{CERTIFICATE_TEXT.status.valid}</Tag>;
}
