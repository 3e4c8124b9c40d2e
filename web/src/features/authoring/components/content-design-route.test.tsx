import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { saveCourse } from '../lib/wizard-storage';
import { stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

vi.mock('../content/content-design-step', () => ({
  ContentDesignStep: ({ courseSign }: { courseSign: string }) => <p>content of {courseSign}</p>,
}));

afterEach(cleanUpTeacherTest);

describe('content-design step', { timeout: 20_000 }, () => {
  it('mounts ContentDesignStep with the wizard course and moves on to the standard', async () => {
    stubTeacher();
    saveCourse('c1', 'm1');
    const { router } = renderAt('/new-curriculum/content-design');
    expect(await screen.findByText('content of c1', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/assessment-criterion'));
  });
});
