import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLoginCookie, STUDENT_INFO, stubAccountsApi } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { COURSE_KEY, saveCourse, saveStep, STEP_KEY } from '../lib/wizard-storage';
import { stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

afterEach(cleanUpTeacherTest);

describe('/new-curriculum', { timeout: 20_000 }, () => {
  it('opens summary-Info for a teacher, with the four steps and the later ones locked', async () => {
    stubTeacher();
    const { router } = renderAt('/new-curriculum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/summary-Info'), { timeout: 5000 });
    expect(await screen.findByText('新建课程', undefined, { timeout: 5000 })).toBeInTheDocument();
    for (const step of ['课程信息', '教师团队', '内容设计', '考核标准']) expect(screen.getByText(step)).toBeInTheDocument();
    expect(localStorage.getItem(STEP_KEY)).toBe('0');
  });

  it('refuses other roles with 身份错误 and sends them home', async () => {
    setLoginCookie('1');
    stubAccountsApi({ '/user/getLoginInfo': { code: 200, data: STUDENT_INFO } });
    const { router } = renderAt('/new-curriculum/summary-Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 5000 });
    expect(await screen.findByText('身份错误')).toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    stubAccountsApi();
    const { router } = renderAt('/new-curriculum/summary-Info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('resumes at the saved step with the saved course after a refresh', async () => {
    stubTeacher();
    saveCourse('c1', 'm1');
    saveStep(1);
    const { router } = renderAt('/new-curriculum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/team-teachers'), { timeout: 5000 });
    expect(await screen.findByText('编辑课程', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('本校教师')).toBeInTheDocument();
  });

  it('does not open a later step without a course', async () => {
    stubTeacher();
    const { router } = renderAt('/new-curriculum/assessment-criterion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/summary-Info'), { timeout: 5000 });
  });

  it('opens an existing course from ?course=', async () => {
    stubTeacher();
    renderAt('/new-curriculum/summary-Info?course=c1');
    expect(await screen.findByDisplayValue('会计基础', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem(COURSE_KEY)).toBe('c1');
  });
});
