import { UploadOutlined } from '@ant-design/icons';
import { Button, Cascader, DatePicker, Form, Input, Progress, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState, type ChangeEvent } from 'react';
import { isApiError } from '@/api/errors';
import { updateBasics, uploadHeadPicture, uploadVideo, type Basics, type ResumeDetail, type Tag } from '@/api/resume';
import { toastError, toastSuccess } from '@/lib/toast';
import { useCityTags, useResumeDetail, useResumeMutation, useResumeOptions, useSkillTags } from '../queries';
import { cascaderOptions, cityPath } from '../lib/tags';
import { RESUME_TEXT } from '../texts';
import styles from './resume-forms.module.css';

const T = RESUME_TEXT.userInfo;
const MONTH = 'YYYY-MM';
const PHOTO_MAX = 5 * 1024 * 1024;
const VIDEO_MAX = 50 * 1024 * 1024;

type Values = Omit<Basics, 'birth' | 'workStart' | 'city'> & { birth?: Dayjs; workStart?: Dayjs; city?: string[] };

function valuesOf(detail: ResumeDetail, cities: Tag[]): Values {
  return {
    name: detail.name,
    sex: detail.sex,
    birth: detail.birth ? dayjs(detail.birth, MONTH) : undefined,
    mobile: detail.mobile,
    email: detail.email,
    city: cityPath(cities, detail.city),
    workStatus: detail.workStatus,
    workStart: detail.workStart ? dayjs(detail.workStart, MONTH) : undefined,
    political: detail.political,
    skills: detail.skills,
  };
}

function MediaUploads({ detail }: { detail: ResumeDetail }) {
  const [photoPercent, setPhotoPercent] = useState<number | null>(null);
  const [videoPercent, setVideoPercent] = useState<number | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const photo = useResumeMutation((file: File) => uploadHeadPicture(file, setPhotoPercent));
  const video = useResumeMutation((file: File) => uploadVideo(file, setVideoPercent));
  const pick = (kind: 'photo' | 'video') => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const max = kind === 'photo' ? PHOTO_MAX : VIDEO_MAX;
    if (file.size > max) {
      toastError(kind === 'photo' ? T.photoTooLarge : T.videoTooLarge);
      return;
    }
    const mutation = kind === 'photo' ? photo : video;
    const setPercent = kind === 'photo' ? setPhotoPercent : setVideoPercent;
    setPercent(0);
    mutation.mutate(file, {
      onSuccess: () => toastSuccess(T.uploaded),
      onError: (error) => {
        if (isApiError(error) && error.msg) toastError(error.msg);
      },
      onSettled: () => setPercent(null),
    });
  };
  return (
    <div className={styles.media}>
      <div className={styles.mediaItem}>
        <span className={styles.mediaLabel}>{T.photo}</span>
        {detail.headPicture ? (
          <img className={styles.photo} src={detail.headPicture} alt={T.photo} />
        ) : (
          <div className={styles.photoEmpty} aria-hidden />
        )}
        <input ref={photoInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden onChange={pick('photo')} aria-label={T.photoUpload} />
        <Button icon={<UploadOutlined />} onClick={() => photoInput.current?.click()} loading={photo.isPending}>
          {detail.headPicture ? T.photoChange : T.photoUpload}
        </Button>
        {photoPercent !== null && <Progress percent={photoPercent} size="small" aria-label={T.photoUpload} />}
        <span className={styles.hint}>{T.photoHint}</span>
      </div>
      <div className={styles.mediaItem}>
        <span className={styles.mediaLabel}>{T.video}</span>
        {detail.video ? (
          <video className={styles.video} src={detail.video.videoUrl} controls preload="metadata" aria-label={detail.video.videoName} />
        ) : null}
        <input ref={videoInput} type="file" accept="video/mp4,video/webm" hidden onChange={pick('video')} aria-label={T.videoUpload} />
        <Button icon={<UploadOutlined />} onClick={() => videoInput.current?.click()} loading={video.isPending}>
          {detail.video ? T.videoChange : T.videoUpload}
        </Button>
        {videoPercent !== null && <Progress percent={videoPercent} size="small" aria-label={T.videoUpload} />}
        <span className={styles.hint}>{T.videoHint}</span>
      </div>
    </div>
  );
}

/** 个人信息: the user info, the photo and the video resume. */
export function UserInfoPage() {
  const { data: detail } = useResumeDetail();
  const { data: options } = useResumeOptions();
  const { data: cities } = useCityTags();
  const { data: skills } = useSkillTags(detail?.intentions[0]?.positionCode.slice(0, 2) ?? '');
  const [form] = Form.useForm<Values>();
  const save = useResumeMutation(updateBasics);
  if (!detail || !cities) return null;

  const submit = (values: Values): void => {
    const city = values.city ?? [];
    save.mutate(
      {
        name: values.name.trim(),
        sex: values.sex ?? 0,
        birth: values.birth ? values.birth.format(MONTH) : '',
        mobile: values.mobile.trim(),
        email: values.email.trim(),
        city: city[city.length - 1] ?? '',
        workStatus: values.workStatus ?? 0,
        workStart: values.workStart ? values.workStart.format(MONTH) : '',
        political: values.political ?? '',
        skills: values.skills ?? [],
      },
      {
        onSuccess: () => toastSuccess(RESUME_TEXT.saved),
        onError: (error) => {
          if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="resume-user-info">
      <h2 id="resume-user-info">{RESUME_TEXT.sections['user-info']}</h2>
      <MediaUploads detail={detail} />
      <Form form={form} layout="vertical" initialValues={valuesOf(detail, cities)} onFinish={submit}>
        <div className={styles.grid}>
          <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: '姓名不能为空' }, { max: 19, message: '姓名过长' }]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item name="sex" label={T.sex}>
            <Radio.Group
              options={[
                { value: 1, label: T.male },
                { value: 2, label: T.female },
              ]}
            />
          </Form.Item>
          <Form.Item name="mobile" label={T.mobile} rules={[{ required: true, message: '请输入手机号' }, { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' }]}>
            <Input inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label={T.email} rules={[{ required: true, message: '请输入邮箱' }, { type: 'email', message: '邮箱格式错误' }]}>
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="birth" label={T.birth}>
            <DatePicker picker="month" format="YYYY.MM" className={styles.wide} disabledDate={(d) => d.isAfter(dayjs().subtract(14, 'year'), 'month')} />
          </Form.Item>
          <Form.Item name="city" label={T.city}>
            <Cascader options={cascaderOptions(cities)} changeOnSelect showSearch placeholder="请选择城市" />
          </Form.Item>
          <Form.Item name="workStatus" label={T.workStatus}>
            <Select options={options?.workStatuses ?? []} />
          </Form.Item>
          <Form.Item name="workStart" label={T.workStart}>
            <DatePicker picker="month" format="YYYY.MM" className={styles.wide} placeholder={T.noWork} disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
          </Form.Item>
          <Form.Item name="political" label={T.political}>
            <Select allowClear options={(options?.politicalStatuses ?? []).map((p) => ({ value: p, label: p }))} />
          </Form.Item>
        </div>
        <Form.Item
          name="skills"
          label={T.skills}
          rules={[{ type: 'array', max: 12, message: '技能标签最多12个' }]}
        >
          <Select mode="tags" placeholder={T.skillsPlaceholder} options={(skills ?? []).map((s) => ({ value: s, label: s }))} maxTagTextLength={20} />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {RESUME_TEXT.save}
          </Button>
        </div>
      </Form>
    </section>
  );
}
