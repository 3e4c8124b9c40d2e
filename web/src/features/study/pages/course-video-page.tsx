import { Button } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { authoriseVideo, sendHeartbeat } from '@/api/study';
import { VideoStudy, VideoStudyNotice } from '../components/video-study';
import { useCatalogue, useCourse, studyKeys } from '../queries';
import { LEARNING_TEXT } from '../texts';

const T = LEARNING_TEXT.video;

/** /college/course-video/{id}?video=…: video study of one course (spec 01 §2.3, spec 02, docs/study.md). */
export function CourseVideoPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const enrolled = Boolean(course.data && (course.data.myStudy !== null || course.data.canManage));
  const catalogue = useCatalogue(id, enrolled);

  if (course.isPending) return <VideoStudyNotice status="loading" />;
  if (course.isError || !course.data) return <VideoStudyNotice status="404" title={T.courseMissing} />;
  const info = course.data.courseInfoVo;
  if (!enrolled) {
    return (
      <VideoStudyNotice
        title={T.notEnrolled}
        subTitle={`${info.name} · ${T.notEnrolledHint}`}
        extra={
          <Link to={paths.courseDetail.getHref(id)}>
            <Button type="primary">{T.toCourse}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <VideoStudy
      courseIdSign={id}
      title={info.name}
      chapters={catalogue.isError ? [] : catalogue.data}
      initialProgress={course.data.myStudy?.progress ?? 0}
      lastVideoIdSign={course.data.myStudy?.lastVideoIdSign}
      labels={T.course}
      sourceFor={(video) => ({
        authKey: studyKeys.videoAuth(video.videoSign),
        authorise: () => authoriseVideo(video.videoSign),
        heartbeat: sendHeartbeat,
      })}
    />
  );
}
