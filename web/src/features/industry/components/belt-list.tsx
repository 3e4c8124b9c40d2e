import { Tag } from 'antd';
import type { Belt } from '@/api/industry';
import { INDUSTRY_TEXT } from '../texts';
import styles from './region.module.css';

const T = INDUSTRY_TEXT.region;

/** A province's belts: each with its industries as tags, its summary and its partner enterprises. */
export function BeltList({ belts }: { belts: Belt[] }) {
  return (
    <ul className={styles.belts} aria-label={T.belts}>
      {belts.map((belt) => (
        <li key={belt.sign}>
          <article className={styles.belt} aria-label={belt.name}>
            <h4 className={styles.beltName}>{belt.name}</h4>
            <div className={styles.tags}>
              {belt.industries.map((industry) => (
                <Tag key={industry} color="blue">
                  {industry}
                </Tag>
              ))}
            </div>
            <p className={styles.summary}>{belt.summary || T.summaryEmpty}</p>
            <h5 className={styles.subTitle}>{T.enterprises}</h5>
            {belt.enterprises.length === 0 ? (
              <p className={styles.muted}>{T.enterprisesEmpty}</p>
            ) : (
              <ul className={styles.enterprises} aria-label={`${belt.name} ${T.enterprises}`}>
                {belt.enterprises.map((enterprise) => (
                  <li key={enterprise.name}>
                    <span className={styles.enterpriseName}>{enterprise.name}</span>
                    {enterprise.description ? <span className={styles.muted}>{enterprise.description}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
