import { Alert } from 'antd';
import { TEACHING_TEXT } from '../texts';

/** Stands in for ContentDesignStep (web/src/features/teaching/content/, by "content") until it lands. */
export function ContentDesignPlaceholder() {
  return <Alert type="info" showIcon message={TEACHING_TEXT.wizard.contentPending} />;
}
