import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies, setLoginCookie, stubAccountsApi, type Call } from '@/testing/accounts-fixtures';
import { CATALOGUE, COURSE_DETAIL, COURSE_SIGN, studyAnswer } from '@/testing/study-fixtures';
import { renderAt } from '@/testing/render';

// The first render of a lazy route is slow on a loaded machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 45_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

let urlCount = 0;

function stubStudy(overrides: Record<string, unknown> = {}) {
  urlCount = 0;
  return stubAccountsApi({
    '/course/getCourseById': { code: 200, data: COURSE_DETAIL },
    '/course/catalogue': { code: 200, data: CATALOGUE },
    '/courseStudy/videoAuth': (call: Call) => {
      urlCount += 1;
      return {
        code: 200,
        data: {
          url: `/files/videos/demo/${String(call.body?.videoSign)}.mp4?e=${urlCount}&s=sig`,
          expiresAt: '2099-01-01T00:00:00+08:00',
          durationSeconds: 30,
          mime: 'video/mp4',
        },
      };
    },
    '/courseStudy/resume': { code: 200, data: { resumeSeconds: 12, furthestSeconds: 12, completed: false, durationSeconds: 30 } },
    '/courseStudy/heartbeat': { code: 200, data: studyAnswer({ courseProgress: 67, completed: true }) },
    '/courseStudy/saveProgress': { code: 200, data: studyAnswer() },
    ...(overrides as Record<string, { code: number; data?: unknown }>),
  });
}

/** jsdom has no media playback: give the element the numbers and methods a browser would. */
function mediaOf(video: HTMLVideoElement) {
  let time = 0;
  let paused = true;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time, set: (value: number) => (time = value) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 30 });
  Object.defineProperty(video, 'readyState', { configurable: true, get: () => 4 });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => paused });
  Object.defineProperty(video, 'ended', { configurable: true, get: () => false });
  const play = vi.fn(async () => {
    paused = false;
    fireEvent.play(video);
  });
  const pause = vi.fn(() => {
    paused = true;
    fireEvent.pause(video);
  });
  Object.defineProperty(video, 'play', { configurable: true, value: play });
  Object.defineProperty(video, 'pause', { configurable: true, value: pause });
  Object.defineProperty(video, 'load', { configurable: true, value: vi.fn() });
  return { play, pause, time: () => time };
}

async function openPlayer(path = `/college/course-video/${COURSE_SIGN}?video=v-2`) {
  setLoginCookie('1');
  const api = stubStudy();
  const view = renderAt(path);
  const video = (await screen.findByLabelText('安装 Python 环境', { selector: 'video' })) as HTMLVideoElement;
  const media = mediaOf(video);
  return { ...api, ...view, video, media };
}

const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

describe('course video page (/college/course-video/{id})', () => {
  it('shows the chapters with 第一章 numerals, numbers from 1, completed marks and the current video lit', async () => {
    await openPlayer();
    const nav = screen.getByRole('navigation', { name: '课程目录' });
    expect(within(nav).getByRole('heading', { name: '第一章 认识数据分析' })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: '第二章 数据清洗' })).toBeInTheDocument();
    const current = within(nav).getByRole('link', { current: true });
    expect(current).toHaveTextContent('2.安装 Python 环境');
    expect(within(nav).getByRole('link', { name: /什么是数据分析/ })).toContainElement(within(nav).getByLabelText('已完成'));
    expect(within(nav).getByRole('link', { name: /缺失值处理/ })).toHaveTextContent('1.缺失值处理');
    expect(screen.getByRole('heading', { name: COURSE_DETAIL.courseInfoVo.name })).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
  });

  it('plays the signed URL from /courseStudy/videoAuth and starts at the resume point', async () => {
    const { calls, video, media } = await openPlayer();
    expect(callsTo(calls, '/courseStudy/videoAuth')[0].body).toEqual({ videoSign: 'm-v-2' });
    expect(callsTo(calls, '/courseStudy/resume')[0].query).toEqual({ videoIdSign: 'v-2' });
    expect(video.getAttribute('src')).toBe('/files/videos/demo/m-v-2.mp4?e=1&s=sig');
    fireEvent.loadedMetadata(video);
    expect(media.time()).toBe(12);
    expect(media.play).not.toHaveBeenCalled();
  });

  it('sends a heartbeat on play and on pause, and the progress bar follows the answer', async () => {
    const { calls, video } = await openPlayer();
    fireEvent.loadedMetadata(video);
    await act(() => video.play());
    await waitFor(() => expect(callsTo(calls, '/courseStudy/heartbeat')).toHaveLength(1));
    expect(callsTo(calls, '/courseStudy/heartbeat')[0].body).toEqual({
      courseIdSign: COURSE_SIGN,
      videoIdSign: 'v-2',
      position: 12,
      playing: true,
    });
    expect(await screen.findByText('67%')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '课程目录' });
    expect(within(nav).getByRole('link', { current: true })).toContainElement(within(nav).getAllByLabelText('已完成')[1]);
    act(() => video.pause());
    await waitFor(() => expect(callsTo(calls, '/courseStudy/heartbeat')).toHaveLength(2));
    expect(callsTo(calls, '/courseStudy/heartbeat')[1].body).toMatchObject({ playing: false });
  });

  it('saves with a keepalive JSON fetch when the page is hidden or left', async () => {
    const { fetchMock, video } = await openPlayer();
    fireEvent.loadedMetadata(video);
    await act(() => video.play());
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      fireEvent(document, new Event('visibilitychange'));
      fireEvent(window, new Event('pagehide'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    }
    const saves = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/courseStudy/saveProgress'));
    expect(saves).toHaveLength(1);
    const init = saves[0][1] as RequestInit;
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ courseIdSign: COURSE_SIGN, studyTime: 12, videoIdSign: 'v-2' });
  });

  it('fetches a fresh signed URL when the element fails and carries on from the same place', async () => {
    const { calls, video, media } = await openPlayer();
    fireEvent.loadedMetadata(video);
    video.currentTime = 20;
    fireEvent.timeUpdate(video);
    fireEvent.error(video);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/files/videos/demo/m-v-2.mp4?e=2&s=sig'));
    expect(callsTo(calls, '/courseStudy/videoAuth')).toHaveLength(2);
    video.currentTime = 0;
    fireEvent.loadedMetadata(video);
    expect(media.time()).toBe(20);
  });

  it('fetches a fresh signed URL shortly before the old one expires and keeps playing from the same place', async () => {
    setLoginCookie('1');
    let count = 0;
    const { calls } = stubStudy({
      '/courseStudy/videoAuth': () => {
        count += 1;
        // The first URL lives 21 s: it is replaced 20 s before it expires, so after a second.
        const life = count === 1 ? 21_000 : 600_000;
        return {
          code: 200,
          data: {
            url: `/files/videos/demo/m-v-2.mp4?e=${count}&s=sig`,
            expiresAt: new Date(Date.now() + life).toISOString(),
            durationSeconds: 30,
            mime: 'video/mp4',
          },
        };
      },
    });
    renderAt(`/college/course-video/${COURSE_SIGN}?video=v-2`);
    const video = (await screen.findByLabelText('安装 Python 环境', { selector: 'video' })) as HTMLVideoElement;
    const media = mediaOf(video);
    fireEvent.loadedMetadata(video);
    await act(() => video.play());
    video.currentTime = 18;
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(video.getAttribute('src')).toBe('/files/videos/demo/m-v-2.mp4?e=2&s=sig'));
    expect(callsTo(calls, '/courseStudy/videoAuth')).toHaveLength(2);
    media.play.mockClear();
    fireEvent.loadedMetadata(video);
    expect(media.time()).toBe(18);
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('goes on to the next video when one ends', async () => {
    const { router, video, calls } = await openPlayer();
    fireEvent.loadedMetadata(video);
    fireEvent.ended(video);
    await waitFor(() => expect(router.state.location.search).toBe('?video=v-3'));
    expect(await screen.findByLabelText('缺失值处理', { selector: 'video' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/courseStudy/videoAuth').at(-1)?.body).toEqual({ videoSign: 'm-v-3' }));
    expect(callsTo(calls, '/courseStudy/heartbeat')[0].body).toMatchObject({ videoIdSign: 'v-2', playing: false });
  });

  it('plays and pauses with space and seeks 5 s with the arrow keys', async () => {
    const { video, media } = await openPlayer();
    fireEvent.loadedMetadata(video);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(media.play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space' });
    expect(media.pause).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(media.time()).toBe(17);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(media.time()).toBe(0);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(media.time()).toBe(30);
  });

  it('asks a user who has not joined to join first, with a way to the course page', async () => {
    setLoginCookie('1');
    const { calls } = stubStudy({ '/course/getCourseById': { code: 200, data: { ...COURSE_DETAIL, myStudy: null } } });
    renderAt(`/college/course-video/${COURSE_SIGN}`);
    expect(await screen.findByText('请先加入学习')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去课程页' })).toHaveAttribute('href', `/courseDetail/${COURSE_SIGN}`);
    expect(callsTo(calls, '/courseStudy/videoAuth')).toHaveLength(0);
    expect(callsTo(calls, '/course/catalogue')).toHaveLength(0);
  });

  it('sends a visitor to the login with the way back', async () => {
    stubStudy();
    const { router } = renderAt(`/college/course-video/${COURSE_SIGN}?video=v-2`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent(`/college/course-video/${COURSE_SIGN}?video=v-2`)}`);
  });
});
