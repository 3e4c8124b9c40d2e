import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_TEXT } from '../texts';
import styles from './not-found-page.module.css';

/** `/not-found` and every unknown path. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Result
        status="404"
        title={SITE_TEXT.notFound.title}
        subTitle={SITE_TEXT.notFound.subtitle}
        extra={
          <Button type="primary" size="large" onClick={() => void navigate(paths.home.getHref())}>
            {SITE_TEXT.notFound.backHome}
          </Button>
        }
      />
    </div>
  );
}
