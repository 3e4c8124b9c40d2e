import { Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '../account-texts';
import { NameSetting } from '../components/settings/name-setting';
import { PasswordSetting } from '../components/settings/password-setting';
import { PhotoSetting } from '../components/settings/photo-setting';
import { SexSetting } from '../components/settings/sex-setting';
import { WechatSetting } from '../components/wechat-setting';
import styles from '../components/settings/settings.module.css';
import { maskPhone } from '../lib/role';
import { useCurrentUser } from '../queries';
import pageStyles from './account-page.module.css';

const T = SETTINGS_TEXT;

/**
 * /home/account: name, sex, photo, the masked mobile (with the way to change it) and the password; `inLearning`: the
 * same inside the learning centre (/home/learning/account), beside its menu.
 */
export function AccountPage({ inLearning = false }: { inLearning?: boolean }) {
  const { user } = useCurrentUser();
  const Title = inLearning ? 'h2' : 'h1';
  return (
    <div className={inLearning ? undefined : pageStyles.page}>
      <Title className={pageStyles.title}>{T.page.title}</Title>
      {user ? (
        <div className={pageStyles.cards}>
          <Card title={T.name.title}>
            <NameSetting name={user.name} />
          </Card>
          <Card title={T.sex.title}>
            <SexSetting sex={user.sex} />
          </Card>
          <Card title={T.photo.title}>
            <PhotoSetting user={user} />
          </Card>
          <Card title={T.mobile.title}>
            <div className={styles.row}>
              <span className={styles.value}>{maskPhone(user.mobile)}</span>
              <Link className={pageStyles.link} to={paths.changeMobile.getHref()}>
                {T.mobile.change}
              </Link>
            </div>
          </Card>
          <Card title={T.password.title}>
            <PasswordSetting />
          </Card>
          <WechatSetting user={user} />
        </div>
      ) : (
        <Card>
          <Skeleton active />
        </Card>
      )}
    </div>
  );
}
