import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastSuccess } from '@/lib/toast';
import { AUTHORING_TEXT } from '../texts';
import {
  addChapter,
  addVideo,
  attachVideo,
  deleteChapter,
  deleteVideo,
  getContentTree,
  updateChapter,
  updateVideo,
  type ChapterForm,
  type ContentChapter,
  type ContentVideo,
  type VideoForm,
} from '@/api/authoring';
import { ChapterDialog, VideoDialog } from './content-forms';
import { authoringKeys } from '../queries';
import { CONTENT_TEXT } from './texts';
import { VideoUpload } from './video-upload';
import styles from './content.module.css';

const M = AUTHORING_TEXT.messages;

type ChapterEditing = { sign: string | null; initial: ChapterForm } | null;
type VideoEditing = { chapterSign: string; sign: string | null; initial: VideoForm } | null;

const nextLevel = (levels: number[]): number => (levels.length ? Math.max(...levels) + 1 : 1);

/**
 * The wizard's third step (content-design): chapters with their upper-case numerals (第一章…), their videos,
 * add / edit / delete (deletes confirmed first) and each video's chunked, resumable upload with its duration.
 */
export function ContentDesignStep({ courseSign }: { courseSign: string }) {
  const client = useQueryClient();
  const key = authoringKeys.content(courseSign);
  const tree = useQuery({ queryKey: key, queryFn: () => getContentTree(courseSign) });
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: key });
  const [chapterEditing, setChapterEditing] = useState<ChapterEditing>(null);
  const [videoEditing, setVideoEditing] = useState<VideoEditing>(null);

  const saveChapter = useMutation({
    mutationFn: ({ sign, form }: { sign: string | null; form: ChapterForm }) =>
      sign ? updateChapter(sign, form) : addChapter(courseSign, form),
    onSuccess: async (_, { sign }) => {
      toastSuccess(sign ? M.updated : M.added);
      setChapterEditing(null);
      await refresh();
    },
  });
  const removeChapter = useMutation({
    mutationFn: deleteChapter,
    onSuccess: async () => {
      toastSuccess(M.deleted);
      await refresh();
    },
  });
  const saveVideo = useMutation({
    mutationFn: ({ chapterSign, sign, form }: { chapterSign: string; sign: string | null; form: VideoForm }) =>
      sign ? updateVideo(sign, form) : addVideo(chapterSign, form),
    onSuccess: async (_, { sign }) => {
      toastSuccess(sign ? M.updated : M.added);
      setVideoEditing(null);
      await refresh();
    },
  });
  const removeVideo = useMutation({
    mutationFn: deleteVideo,
    onSuccess: async () => {
      toastSuccess(M.deleted);
      await refresh();
    },
  });

  const chapters = tree.data ?? [];
  const addChapterButton = (
    <Button
      type="primary"
      onClick={() =>
        setChapterEditing({ sign: null, initial: { chapterLevel: nextLevel(chapters.map((c) => c.chapterLevel)), chapterName: '', chapterSynopsis: '' } })
      }
    >
      {CONTENT_TEXT.addChapter}
    </Button>
  );

  return (
    <section className={styles.step} aria-labelledby="content-design-title">
      <div className={styles.header}>
        <div>
          <Typography.Title level={4} id="content-design-title" style={{ margin: 0 }}>
            {CONTENT_TEXT.title}
          </Typography.Title>
          <Typography.Text type="secondary">{CONTENT_TEXT.intro}</Typography.Text>
        </div>
        {addChapterButton}
      </div>

      {tree.isPending && <Skeleton active aria-label={CONTENT_TEXT.loading} />}
      {tree.isError && (
        <Alert
          type="error"
          showIcon
          message={CONTENT_TEXT.loadFailed}
          action={<Button size="small" onClick={() => void tree.refetch()}>{CONTENT_TEXT.retry}</Button>}
        />
      )}
      {tree.isSuccess && chapters.length === 0 && <Empty description={CONTENT_TEXT.empty} />}

      {chapters.map((chapter) => (
        <ChapterCard
          key={chapter.idSign}
          chapter={chapter}
          onEdit={() =>
            setChapterEditing({
              sign: chapter.idSign,
              initial: { chapterLevel: chapter.chapterLevel, chapterName: chapter.chapterName, chapterSynopsis: chapter.chapterSynopsis },
            })
          }
          onDelete={() => removeChapter.mutateAsync(chapter.idSign).catch(() => undefined)}
          onAddVideo={() =>
            setVideoEditing({
              chapterSign: chapter.idSign,
              sign: null,
              initial: { videoLevel: nextLevel(chapter.childList.map((v) => v.videoLevel)), videoTitle: '' },
            })
          }
          onEditVideo={(video) =>
            setVideoEditing({ chapterSign: chapter.idSign, sign: video.idSign, initial: { videoLevel: video.videoLevel, videoTitle: video.videoTitle } })
          }
          onDeleteVideo={(video) => removeVideo.mutateAsync(video.idSign).catch(() => undefined)}
          onUploaded={async (video, videoSign) => {
            await attachVideo(video.idSign, videoSign);
            toastSuccess(M.uploaded);
            await refresh();
          }}
        />
      ))}

      <ChapterDialog
        open={chapterEditing !== null}
        title={chapterEditing?.sign ? CONTENT_TEXT.editChapter : CONTENT_TEXT.addChapter}
        initial={chapterEditing?.initial ?? { chapterLevel: 1, chapterName: '', chapterSynopsis: '' }}
        saving={saveChapter.isPending}
        onSave={(form) => chapterEditing && saveChapter.mutate({ sign: chapterEditing.sign, form })}
        onCancel={() => setChapterEditing(null)}
      />
      <VideoDialog
        open={videoEditing !== null}
        title={videoEditing?.sign ? CONTENT_TEXT.editVideo : CONTENT_TEXT.addVideo}
        initial={videoEditing?.initial ?? { videoLevel: 1, videoTitle: '' }}
        saving={saveVideo.isPending}
        onSave={(form) => videoEditing && saveVideo.mutate({ chapterSign: videoEditing.chapterSign, sign: videoEditing.sign, form })}
        onCancel={() => setVideoEditing(null)}
      />
    </section>
  );
}

type ChapterCardProps = {
  chapter: ContentChapter;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onAddVideo: () => void;
  onEditVideo: (video: ContentVideo) => void;
  onDeleteVideo: (video: ContentVideo) => Promise<unknown>;
  onUploaded: (video: ContentVideo, videoSign: string) => Promise<void>;
};

function ChapterCard({ chapter, onEdit, onDelete, onAddVideo, onEditVideo, onDeleteVideo, onUploaded }: ChapterCardProps) {
  const heading = `${CONTENT_TEXT.chapterNumeral(chapter.upperCaseChapterLevel)} ${chapter.chapterName}`;
  return (
    <Card
      size="small"
      aria-label={heading}
      title={
        <span className={styles.chapterTitle}>
          <span className={styles.numeral}>{CONTENT_TEXT.chapterNumeral(chapter.upperCaseChapterLevel)}</span>
          <Typography.Text ellipsis style={{ maxWidth: '100%' }}>{chapter.chapterName}</Typography.Text>
        </span>
      }
      extra={
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={onEdit} aria-label={`${CONTENT_TEXT.editChapter}：${chapter.chapterName}`}>
            {CONTENT_TEXT.edit}
          </Button>
          <Popconfirm
            title={CONTENT_TEXT.deleteChapterConfirm}
            okText={CONTENT_TEXT.ok}
            cancelText={CONTENT_TEXT.cancel}
            onConfirm={onDelete}
          >
            <Button type="link" size="small" danger aria-label={`${CONTENT_TEXT.deleteChapter}：${chapter.chapterName}`}>
              {CONTENT_TEXT.delete}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {chapter.chapterSynopsis && <p className={styles.synopsis}>{chapter.chapterSynopsis}</p>}
      {chapter.childList.length === 0 ? (
        <Typography.Paragraph type="secondary">{CONTENT_TEXT.noVideos}</Typography.Paragraph>
      ) : (
        <ol className={styles.videos} aria-label={`${heading} 的视频`}>
          {chapter.childList.map((video) => (
            <li key={video.idSign} className={styles.video} data-testid="content-video">
              <div className={styles.videoMain}>
                <div className={styles.videoTitle}>
                  {video.videoLevel}. {video.videoTitle}
                </div>
                <div className={styles.videoMeta}>{video.videoSign ? CONTENT_TEXT.duration(video.duration) : CONTENT_TEXT.noFile}</div>
              </div>
              <div className={styles.videoActions}>
                <Button type="link" size="small" onClick={() => onEditVideo(video)} aria-label={`${CONTENT_TEXT.editVideo}：${video.videoTitle}`}>
                  {CONTENT_TEXT.edit}
                </Button>
                <Popconfirm
                  title={CONTENT_TEXT.deleteVideoConfirm}
                  okText={CONTENT_TEXT.ok}
                  cancelText={CONTENT_TEXT.cancel}
                  onConfirm={() => onDeleteVideo(video)}
                >
                  <Button type="link" size="small" danger aria-label={`${CONTENT_TEXT.deleteVideo}：${video.videoTitle}`}>
                    {CONTENT_TEXT.delete}
                  </Button>
                </Popconfirm>
              </div>
              <VideoUpload
                videoTitle={video.videoTitle}
                hasFile={Boolean(video.videoSign)}
                onUploaded={(done) => onUploaded(video, done.videoSign)}
              />
            </li>
          ))}
        </ol>
      )}
      <Button size="small" onClick={onAddVideo} aria-label={`${CONTENT_TEXT.addVideo}：${chapter.chapterName}`}>
        {CONTENT_TEXT.addVideo}
      </Button>
    </Card>
  );
}
