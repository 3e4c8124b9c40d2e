import type { Enterprise } from '@/api/training';
import { TRAINING_TEXT } from '../texts';
import styles from './enterprise-strip.module.css';

/** A partner's logo, or its name's first character on a coloured tile when it has none. */
function EnterpriseLogo({ enterprise }: { enterprise: Enterprise }) {
  if (enterprise.logo) return <img className={styles.logo} src={enterprise.logo} alt="" loading="lazy" />;
  return (
    <span className={styles.initial} aria-hidden="true">
      {enterprise.enterpriseName.slice(0, 2)}
    </span>
  );
}

/** Partner enterprises as tiles: logo, name, industry and how many trainings they run with the school. */
export function EnterpriseStrip({ enterprises, showCount = true }: { enterprises: readonly Enterprise[]; showCount?: boolean }) {
  return (
    <ul className={styles.strip} aria-label={TRAINING_TEXT.catalogue.enterprisesTitle}>
      {enterprises.map((enterprise) => (
        <li key={enterprise.idSign} className={styles.item} title={enterprise.introduction || undefined}>
          <EnterpriseLogo enterprise={enterprise} />
          <div className={styles.text}>
            <p className={styles.name}>{enterprise.enterpriseName}</p>
            <p className={styles.meta}>
              {enterprise.industry}
              {showCount && enterprise.trainCount > 0 ? ` · ${TRAINING_TEXT.catalogue.enterpriseTrainings(enterprise.trainCount)}` : ''}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
