import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { reviewClaim, type AdminClaim } from '@/api/identity';
import { schoolAdminKeys } from '../queries';
import { toastSuccess } from '@/lib/toast';
import { ClaimsTab } from '../components/claims-tab';
import { RejectModal } from '../components/reject-modal';
import { RosterTab } from '../components/roster-tab';
import styles from '../components/school-admin.module.css';
import { ADMIN_TEXT } from '../texts';

const T = ADMIN_TEXT;

/** /school-admin/identity: the school's identity claims by status, and its roster. */
export function SchoolAdminIdentityPage() {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);
  const review = useMutation({
    mutationFn: ({ claim, reason }: { claim: AdminClaim; reason: string }) => reviewClaim(claim.claimId, false, reason),
    onSuccess: async (said) => {
      toastSuccess(said || T.reviewed);
      setRejecting(null);
      await client.invalidateQueries({ queryKey: schoolAdminKeys.claims() });
    },
    // a refusal: the request layer said why
  });
  const saving = review.isPending;

  const reject = async (reason: string): Promise<void> => {
    if (!rejecting) return;
    await review.mutateAsync({ claim: rejecting, reason }).catch(() => undefined);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <Card className={styles.card}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'pending', label: T.tabs.pending, children: <ClaimsTab status={1} onReject={setRejecting} /> },
            { key: 'approved', label: T.tabs.approved, children: <ClaimsTab status={2} onReject={setRejecting} /> },
            { key: 'rejected', label: T.tabs.rejected, children: <ClaimsTab status={3} onReject={setRejecting} /> },
            { key: 'roster', label: T.tabs.roster, children: <RosterTab /> },
          ]}
        />
      </Card>
      <RejectModal open={rejecting !== null} saving={saving} onCancel={() => setRejecting(null)} onSubmit={(reason) => void reject(reason)} />
    </div>
  );
}
