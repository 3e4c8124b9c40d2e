import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import type { NewsBrief } from '@/api/simulation';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { SIM_TEXT } from '../texts';
import styles from './cards.module.css';

const T = SIM_TEXT.home;

/** 行业资讯: the latest industry news, each opening its page in the news area. */
export function NewsSideList({ news, loading }: { news: NewsBrief[] | undefined; loading: boolean }) {
  return (
    <Card size="small" title={<h2 className={styles.sideTitle}>{T.news}</h2>}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !news || news.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.newsEmpty} />
      ) : (
        <ul className={styles.news} aria-label={T.news}>
          {news.map((item) => (
            <li key={item.sign} className={styles.newsItem}>
              <Link to={paths.newsDetail.getHref(item.sign)} className={styles.newsTitle}>
                {item.title}
              </Link>
              <span className={styles.newsMeta}>{[item.source, formatServerTime(item.publishedAt).slice(0, 10)].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
