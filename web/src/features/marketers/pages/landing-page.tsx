import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { getLanding } from '@/api/marketers';
import type { CourseCard } from '@/api/courses';
import { paths } from '@/config/paths';
import { formatYuan } from '@/lib/money';
import { saveReferral } from '@/lib/referral';
import { MARKETER_TEXT } from '../texts';
import styles from './marketers.module.css';

const T = MARKETER_TEXT.landing;

const priceOf = (card: CourseCard): string => (card.coursePrice > 0 ? formatYuan(card.coursePrice) : T.free);

/** /marketer/{id}?courseId= (spec 02 §2, public): a marketer's referral link. The course it names, bought with 立即购买
 *  (the referral kept in this browser for the order), and a few more of the school's courses. */
export function MarketerLandingPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const courseId = params.get('courseId') ?? '';
  const navigate = useNavigate();
  const landing = useQuery({ queryKey: ['marketers', 'landing', id, courseId], queryFn: () => getLanding(id, courseId), retry: false });

  if (landing.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active avatar paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (landing.isError) {
    const gone = isApiError(landing.error) && landing.error.code === -1000;
    return (
      <div className={styles.page}>
        <Result
          status={gone ? 'warning' : 'error'}
          title={gone ? landing.error.message || T.invalid : MARKETER_TEXT.loadFailed}
          subTitle={gone ? T.invalidHint : undefined}
          extra={<Link to={paths.home.getHref()}>{MARKETER_TEXT.backHome}</Link>}
        />
      </div>
    );
  }
  const { marketer, course, others } = landing.data;
  const remember = (card: CourseCard): void => saveReferral(card.idSign, marketer.idSign);
  const buy = (card: CourseCard): void => {
    remember(card);
    void navigate(`${paths.confirmOrder.getHref(card.idSign)}&marketer=${encodeURIComponent(marketer.idSign)}`);
  };

  return (
    <div className={styles.page}>
      <div className={styles.recommender}>
        <Avatar src={marketer.photo || undefined} size={40}>
          {marketer.name.slice(0, 1)}
        </Avatar>
        <span>{T.recommends(marketer.name)}</span>
      </div>
      {course ? (
        <Card>
          <div className={styles.hero}>
            <img className={styles.heroCover} src={course.coursePicture} alt="" />
            <div className={styles.heroText}>
              <h1 className={styles.heroTitle}>{course.name}</h1>
              <span className={styles.muted}>
                {course.teacherName ? `${T.teacher} ${course.teacherName} · ` : ''}
                {T.students(course.studentCount)}
              </span>
              <p className={styles.intro}>{course.introduction}</p>
              <span className={styles.price}>{priceOf(course)}</span>
              <Space wrap>
                {course.coursePrice > 0 ? (
                  <Button type="primary" size="large" onClick={() => buy(course)}>
                    {T.buy}
                  </Button>
                ) : null}
                <Button
                  size="large"
                  onClick={() => {
                    remember(course);
                    void navigate(paths.courseDetail.getHref(course.idSign));
                  }}
                >
                  {T.details}
                </Button>
              </Space>
            </div>
          </div>
        </Card>
      ) : null}
      {others.length > 0 ? (
        <Card title={T.others}>
          <div className={styles.others}>
            {others.map((card) => (
              <Link key={card.idSign} className={styles.other} to={paths.marketer.getHref(marketer.idSign, card.idSign)}>
                <img src={card.coursePicture} alt="" loading="lazy" />
                <span className={styles.courseName}>{card.name}</span>
                <span className={styles.otherPrice}>{priceOf(card)}</span>
              </Link>
            ))}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
