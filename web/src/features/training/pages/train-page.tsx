import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DeferredEmptyState } from '@/components/deferred-empty-state';
import { Pager } from '@/components/pager';
import { paths } from '@/config/paths';
import { EnterpriseStrip } from '../components/enterprise-strip';
import { TrainFilters } from '../components/train-filters';
import { TrainingGrid, TrainingGridSkeleton } from '../components/training-card';
import { readTrainParams, toTrainQuery, TRAIN_PAGE_SIZE, writeTrainParams, type TrainListParams } from '../lib/list-params';
import { useEnterprises, useRecommendTrainings, useTrainList, useTrainQueryList } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './train-page.module.css';

const TEXT = TRAINING_TEXT.catalogue;
/** The recommended row on /train: one row of three; recommendDetail shows them all. */
const RECOMMEND_ROW = 3;

function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  if (keyword !== shown) {
    // The address changed (back, 清除搜索): the box follows it.
    setShown(keyword);
    setText(keyword);
  }
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={30}
        placeholder={TEXT.searchPlaceholder}
        aria-label={TEXT.searchPlaceholder}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {TEXT.search}
      </button>
    </form>
  );
}

/** `/train` (public): the recommended trainings, the filtered list with paging, and the partner enterprises. */
export function TrainPage() {
  const [search, setSearch] = useSearchParams();
  const params = readTrainParams(search);
  const recommended = useRecommendTrainings();
  const groups = useTrainQueryList();
  const list = useTrainList(toTrainQuery(params));
  const enterprises = useEnterprises();
  const change = (next: Partial<TrainListParams>): void => {
    setSearch(writeTrainParams(params, next));
    if (next.page) document.getElementById('train-list')?.scrollIntoView({ behavior: 'smooth' });
  };

  let content;
  if (list.isPending) content = <TrainingGridSkeleton count={6} testId="trainings-loading" />;
  else if (list.isError) {
    content = <DeferredEmptyState description={TRAINING_TEXT.loadFailed} actionLabel={TRAINING_TEXT.retry} onAction={() => void list.refetch()} />;
  } else if (list.data.list.length === 0) content = <DeferredEmptyState description={TEXT.empty} />;
  else content = <TrainingGrid trainings={list.data.list} label={TEXT.gridLabel} />;
  const total = list.data?.total ?? 0;
  const recommendedRow = recommended.data?.slice(0, RECOMMEND_ROW) ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <div>
          <h1 className={styles.title}>{TEXT.title}</h1>
          <p className={styles.subtitle}>{TEXT.subtitle}</p>
        </div>
        <SearchBox keyword={params.keyword} onSearch={(keyword) => change({ keyword })} />
      </header>

      {recommended.isPending || recommendedRow.length > 0 ? (
        <section className={styles.section} aria-labelledby="train-recommend">
          <div className={styles.sectionHead}>
            <h2 id="train-recommend" className={styles.sectionTitle}>
              {TEXT.recommendTitle}
            </h2>
            {(recommended.data?.length ?? 0) > 0 ? (
              <Link className={styles.more} to={paths.trainRecommend.getHref()}>
                {TEXT.recommendMore}
              </Link>
            ) : null}
          </div>
          {recommended.isPending ? (
            <TrainingGridSkeleton count={RECOMMEND_ROW} />
          ) : (
            <TrainingGrid trainings={recommendedRow} label={TEXT.recommendLabel} eagerCovers={RECOMMEND_ROW} />
          )}
        </section>
      ) : null}

      <section id="train-list" className={styles.section} aria-labelledby="train-all">
        <div className={styles.sectionHead}>
          <h2 id="train-all" className={styles.sectionTitle}>
            {TEXT.allTitle}
          </h2>
          {params.keyword ? (
            <p className={styles.summary}>
              {TEXT.keywordResult(params.keyword, total)}
              <button type="button" className={styles.clear} onClick={() => change({ keyword: '' })}>
                {TEXT.clearKeyword}
              </button>
            </p>
          ) : list.data ? (
            <p className={styles.summary}>{TEXT.total(total)}</p>
          ) : null}
        </div>
        <TrainFilters params={params} groups={groups.data ?? []} onChange={change} />
        <div className={styles.results} aria-busy={list.isFetching}>
          {content}
        </div>
        <Pager current={params.page} pageSize={TRAIN_PAGE_SIZE} total={total} onChange={(page) => change({ page })} />
      </section>

      {enterprises.data && enterprises.data.length > 0 ? (
        <section className={styles.section} aria-labelledby="train-enterprises">
          <div className={styles.sectionHead}>
            <h2 id="train-enterprises" className={styles.sectionTitle}>
              {TEXT.enterprisesTitle}
            </h2>
            <p className={styles.summary}>{TEXT.enterprisesSubtitle}</p>
          </div>
          <EnterpriseStrip enterprises={enterprises.data} />
        </section>
      ) : null}
    </div>
  );
}

/** `/train/recommendDetail` (public): every recommended training. */
export function TrainRecommendPage() {
  const recommended = useRecommendTrainings();
  let content;
  if (recommended.isPending) content = <TrainingGridSkeleton count={6} testId="trainings-loading" />;
  else if (recommended.isError) {
    content = (
      <DeferredEmptyState description={TRAINING_TEXT.loadFailed} actionLabel={TRAINING_TEXT.retry} onAction={() => void recommended.refetch()} />
    );
  } else if (recommended.data.length === 0) content = <DeferredEmptyState description={TEXT.recommendEmpty} />;
  else content = <TrainingGrid trainings={recommended.data} label={TEXT.recommendLabel} eagerCovers={RECOMMEND_ROW} />;
  return (
    <div className={styles.page}>
      <header className={styles.sectionHead}>
        <h1 className={styles.title}>{TEXT.recommendPageTitle}</h1>
        <Link className={styles.more} to={paths.train.getHref()}>
          {TEXT.title}
        </Link>
      </header>
      <div className={styles.results}>{content}</div>
    </div>
  );
}
