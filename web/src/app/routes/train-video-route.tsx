import { Button } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { getTrainVideoAuthority, sendTrainHeartbeat } from '@/api/training';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/accounts/queries';
import { VideoStudy, VideoStudyNotice } from '@/features/study/components/video-study';
import { timetableChapters } from '@/features/training/lib/timetable-chapters';
import { trainingKeys, useTimetable, useTrainHeader } from '@/features/training/queries';
import { TRAINING_TEXT } from '@/features/training/texts';

const T = TRAINING_TEXT.video;

/**
 * `/college/train-video/{id}?video=…` composes the study domain's video page with a training's timetable: the signed
 * URL from /train/getVideoAuthority (video and chapter), heartbeats to /train/videoHeartbeat (docs/training.md).
 */
export function TrainVideoRoute() {
  const { id = '' } = useParams();
  const { user, isPending: userPending } = useCurrentUser();
  const viewer = user?.userId ?? '';
  const header = useTrainHeader(userPending ? '' : id, viewer);
  const joined = Boolean(header.data && (header.data.myStudy !== null || header.data.canManage));
  const timetable = useTimetable(id, viewer, joined);
  const chapters = useMemo(() => (timetable.data ? timetableChapters(timetable.data) : undefined), [timetable.data]);

  if (userPending || header.isPending) return <VideoStudyNotice status="loading" />;
  if (header.isError || !header.data) return <VideoStudyNotice status="404" title={TRAINING_TEXT.detail.notFound} />;
  const training = header.data;
  if (!joined) {
    return (
      <VideoStudyNotice
        title={T.notJoined}
        subTitle={`${training.trainName} · ${T.notJoinedHint}`}
        extra={
          <Link to={paths.trainDetail.getHref(id)}>
            <Button type="primary">{T.toTraining}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <VideoStudy
      courseIdSign={id}
      title={training.trainName}
      chapters={timetable.isError ? [] : chapters}
      initialProgress={training.myStudy?.progress ?? 0}
      lastVideoIdSign={training.myStudy?.lastVideoIdSign}
      labels={T.labels}
      sourceFor={(video, chapter) => ({
        authKey: trainingKeys.videoAuth(video.idSign),
        authorise: () => getTrainVideoAuthority(video.idSign, chapter.idSign),
        heartbeat: sendTrainHeartbeat,
      })}
    />
  );
}
