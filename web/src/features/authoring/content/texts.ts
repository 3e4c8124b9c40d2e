/** Chinese texts of the content step (chapters, videos, video upload; docs/authoring.md "Content design"). */
export const CONTENT_TEXT = {
  title: '章节与视频',
  intro: '按章节组织课程内容，每个视频上传后会自动读取时长。',
  loading: '正在加载章节…',
  loadFailed: '章节加载失败',
  retry: '重新加载',
  empty: '还没有章节，请先添加第一章',
  chapterNumeral: (numeral: string) => `第${numeral}章`,
  addChapter: '添加章节',
  editChapter: '编辑章节',
  deleteChapter: '删除章节',
  deleteChapterConfirm: '删除本章会同时删除其中的全部视频，确定删除吗？',
  addVideo: '添加视频',
  editVideo: '编辑视频',
  deleteVideo: '删除视频',
  deleteVideoConfirm: '确定删除这个视频吗？',
  noVideos: '本章还没有视频',
  edit: '编辑',
  delete: '删除',
  ok: '确定',
  cancel: '取消',
  save: '保存',
  noFile: '未上传视频文件',
  duration: (seconds: number) => `时长 ${formatDuration(seconds)}`,
  chapterForm: {
    level: '章节序号',
    levelRequired: '章节序号必须是正整数',
    name: '章节名称',
    namePlaceholder: '不超过50个字',
    nameRequired: '请输入章节名称',
    nameLong: '章节名称不能超过50个字',
    synopsis: '章节简介',
    synopsisPlaceholder: '不超过500个字（选填）',
    synopsisLong: '章节简介不能超过500个字',
  },
  videoForm: {
    level: '视频序号',
    levelRequired: '视频序号必须是正整数',
    title: '视频标题',
    titlePlaceholder: '不超过50个字',
    titleRequired: '请输入视频标题',
    titleLong: '视频标题不能超过50个字',
  },
  upload: {
    choose: '上传视频',
    replace: '更换视频',
    hint: '支持 MP4、WebM 视频；中断后重新选择同一文件会从断点继续上传。',
    uploading: (name: string) => `正在上传 ${name}`,
    checking: '正在检查视频格式并读取时长…',
    resume: '继续上传',
    cancel: '取消上传',
    cancelled: '已取消上传',
    done: '上传成功',
    failed: '上传失败',
    network: '网络连接中断，请检查网络后点击“继续上传”',
    tooLarge: (mb: number) => `视频不能超过 ${mb} MB`,
  },
} as const;

/** 75 → 01:15, 3725 → 1:02:05. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  return hh > 0 ? `${hh}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
}
