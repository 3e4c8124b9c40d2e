import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { RESUME_SECTIONS, type ResumeSection } from '@/config/resume-paths';
import { accountKeys } from '@/features/accounts/queries';
import { EntrySection } from '@/features/resume/components/entry-section';
import { AdvantagePage } from '@/features/resume/pages/advantage-page';
import { IntentionPage } from '@/features/resume/pages/intention-page';
import { PreviewPage } from '@/features/resume/pages/preview-page';
import { QualificationPage } from '@/features/resume/pages/qualification-page';
import { ResumeLayout } from '@/features/resume/pages/resume-layout';
import { UserInfoPage } from '@/features/resume/pages/user-info-page';
import { VerifiedPage } from '@/features/resume/pages/verified-page';
import { NotFoundPage } from '@/features/site/pages/not-found-page';

/** `/resume` composes the editor with the avatar menu (accounts): every save refreshes the menu's completeness. */
export function ResumeRoute() {
  const client = useQueryClient();
  const onChanged = useCallback(() => void client.invalidateQueries({ queryKey: accountKeys.smallPlate() }), [client]);
  return <ResumeLayout onChanged={onChanged} />;
}

const isSection = (value: string | undefined): value is ResumeSection => RESUME_SECTIONS.some((s) => s === value);

/** `/resume/{section}`: one screen of the editor (spec 02 §2's sub-screens). */
export function ResumeSectionRoute() {
  const { section } = useParams();
  if (!isSection(section)) return <NotFoundPage />;
  switch (section) {
    case 'user-info':
      return <UserInfoPage />;
    case 'intention':
      return <IntentionPage />;
    case 'qualification':
      return <QualificationPage />;
    case 'advantage':
      return <AdvantagePage />;
    case 'verified':
      return <VerifiedPage />;
    case 'preview':
      return <PreviewPage />;
    default:
      return <EntrySection key={section} name={section} />;
  }
}
