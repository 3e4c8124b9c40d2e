import { FireOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import type { PracticeCard } from '@/api/simulation';
import { simulationPaths } from '@/config/simulation-paths';
import { SIM_TEXT } from '../texts';
import styles from './banner.module.css';

const T = SIM_TEXT.home;

/** The area's banner: what simulation training is, and the (up to three) most played practices. */
export function PracticeBanner({ practices, loading }: { practices: PracticeCard[] | undefined; loading: boolean }) {
  return (
    <section className={styles.banner} aria-label={T.bannerLabel}>
      <div className={styles.lead}>
        <h1 className={styles.title}>{T.title}</h1>
        <p className={styles.intro}>{T.intro}</p>
      </div>
      {loading ? (
        <div className={styles.tiles}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ) : (
        <ol className={styles.tiles}>
          {(practices ?? []).slice(0, 3).map((p, i) => (
            <li key={p.sign} className={styles.tile}>
              <span className={styles.rank}>
                <FireOutlined aria-hidden="true" /> {T.rank(i + 1)}
              </span>
              <Link className={styles.tileTitle} to={simulationPaths.details.getHref(p.sign)}>
                {p.title}
              </Link>
              <span className={styles.tileMeta}>{`${p.marketplaceName} · ${p.categoryName} · ${SIM_TEXT.players(p.players)}`}</span>
            </li>
          ))}
          {practices && practices.length === 0 ? <li className={styles.tileEmpty}>{T.bannerEmpty}</li> : null}
        </ol>
      )}
    </section>
  );
}
