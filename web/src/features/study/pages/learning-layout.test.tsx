import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LearningLayout } from './learning-layout';

function renderLayout(teaching?: boolean) {
  return render(
    <MemoryRouter initialEntries={['/home/learning/center']}>
      <LearningLayout teaching={teaching} />
    </MemoryRouter>,
  );
}

describe('the learning centre menu', () => {
  it('lists the three learner pages, the current one marked', () => {
    renderLayout();
    const menu = screen.getByRole('navigation', { name: '学习中心' });
    expect(menu).toHaveTextContent('个人中心');
    expect(screen.getByRole('link', { name: '个人中心' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '我的课程' })).toHaveAttribute('href', '/home/learning/curriculum');
    expect(screen.getByRole('link', { name: '收藏与浏览' })).toHaveAttribute('href', '/home/learning/history-collect');
    expect(screen.getByRole('link', { name: '课程推荐' })).toHaveAttribute('href', '/home/learning/courses-for');
    expect(screen.getByRole('link', { name: '账号设置' })).toHaveAttribute('href', '/home/learning/account');
    expect(screen.getByRole('link', { name: '作业与考试' })).toHaveAttribute('href', '/test');
    expect(screen.getByRole('link', { name: '我的上传' })).toHaveAttribute('href', '/home/uploading');
    expect(screen.queryByRole('link', { name: '我的授课' })).toBeNull();
    expect(screen.queryByRole('link', { name: '教学学情' })).toBeNull();
    expect(screen.queryByRole('link', { name: '批阅系统' })).toBeNull();
  });

  it('gives teachers 我的授课, the teaching centre, and 教学学情', () => {
    renderLayout(true);
    expect(screen.getByRole('link', { name: '我的授课' })).toHaveAttribute('href', '/home/learning/my-teaching');
    expect(screen.getByRole('link', { name: '教学学情' })).toHaveAttribute('href', '/home/learning/teacher-study');
    expect(screen.getByRole('link', { name: '批阅系统' })).toHaveAttribute('href', '/criticizes-system');
  });
});
