import { Button } from 'antd';
import { ContentDesignStep } from '../content/content-design-step';
import { useWizard } from '../hooks/use-wizard';
import styles from '../authoring.module.css';
import { AUTHORING_TEXT } from '../texts';

const W = AUTHORING_TEXT.wizard;

/** Step 3 (content-design): chapters and videos (ContentDesignStep, by "content"), with the wizard's buttons. */
export function ContentDesignRoute() {
  const wizard = useWizard();
  return (
    <>
      {wizard.courseId ? <ContentDesignStep courseSign={wizard.courseId} /> : null}
      <div className={styles.actions}>
        <Button onClick={() => wizard.goTo(1)}>{W.previous}</Button>
        <Button type="primary" onClick={() => wizard.goTo(3)}>
          {W.next}
        </Button>
      </div>
    </>
  );
}
