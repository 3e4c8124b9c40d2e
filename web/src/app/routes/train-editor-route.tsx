import { isSchoolAdmin } from '@/features/accounts/lib/role';
import { useCurrentUser } from '@/features/accounts/queries';
import { TeamEditor } from '@/features/authoring/components/team-teachers-step';
import { ContentDesignStep } from '@/features/authoring/content/content-design-step';
import { TrainEditorPage } from '@/features/training/pages/train-editor-page';

/**
 * `/train-editor` composes the training's editor with the authoring domain's team editor and content editor (its
 * chapters and videos): a training's course row takes the course team and content calls (decision 0008).
 */
export function TrainEditorRoute() {
  const { user } = useCurrentUser();
  return (
    <TrainEditorPage
      viewer={user?.userId ?? ''}
      curator={isSchoolAdmin(user?.roleStr ?? '')}
      renderContent={(sign) => <ContentDesignStep courseSign={sign} />}
      renderTeam={(sign) => <TeamEditor courseId={sign} />}
    />
  );
}
