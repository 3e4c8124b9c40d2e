import { isSchoolAdmin } from '@/features/accounts/lib/role';
import { useCurrentUser } from '@/features/accounts/queries';
import { ContentDesignStep } from '@/features/authoring/content/content-design-step';
import { TrainEditorPage } from '@/features/training/pages/train-editor-page';

/** `/train-editor` composes the training's editor with the authoring domain's content editor (its chapters and videos). */
export function TrainEditorRoute() {
  const { user } = useCurrentUser();
  return (
    <TrainEditorPage
      viewer={user?.userId ?? ''}
      curator={isSchoolAdmin(user?.roleStr ?? '')}
      renderContent={(sign) => <ContentDesignStep courseSign={sign} />}
    />
  );
}
