import { Button } from 'antd';
import { useWizard } from '../pages/new-curriculum-page';
import styles from '../pages/teaching.module.css';
import { TEACHING_TEXT } from '../texts';
import { ContentDesignPlaceholder } from './content-design-placeholder';

const W = TEACHING_TEXT.wizard;

/** Step 3 (content-design): chapters and videos (ContentDesignStep, by "content"), with the wizard's buttons. */
export function ContentDesignRoute() {
  const wizard = useWizard();
  return (
    <>
      <ContentDesignPlaceholder />
      <div className={styles.actions}>
        <Button onClick={() => wizard.goTo(1)}>{W.previous}</Button>
        <Button type="primary" onClick={() => wizard.goTo(3)}>
          {W.next}
        </Button>
      </div>
    </>
  );
}
