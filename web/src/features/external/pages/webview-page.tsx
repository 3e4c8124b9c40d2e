import { ExportOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { launchSystem } from '@/api/external';
import { messageOf } from '@/api/errors';
import { Spinner } from '@/components/spinner';
import type { ExternalSystemKey } from '@/config/external-paths';
import { paths } from '@/config/paths';
import { openPendingTab } from '@/lib/browser';
import { isNotOpen, tellRefusal, useLaunch, useSystemCards } from '../queries';
import { EXTERNAL_TEXT } from '../texts';
import styles from './webview.module.css';

const T = EXTERNAL_TEXT.webview;

/**
 * 新窗口打开, for systems that refuse to be framed: a fresh launch (a token verifies once), opened in a new tab. The
 * tab is opened at the click, while it still counts as the user's, and sent to the address when it comes.
 */
function NewWindowButton({ system, name }: { system: ExternalSystemKey; name: string }) {
  const [opening, setOpening] = useState(false);
  const open = (): void => {
    if (opening) return;
    const tab = openPendingTab();
    setOpening(true);
    launchSystem(system)
      .then((launch) => tab.go(launch.url))
      .catch((error: unknown) => {
        tab.cancel();
        tellRefusal(error);
      })
      .finally(() => setOpening(false));
  };
  return (
    <Button
      className={styles.newWindow}
      size="small"
      icon={<ExportOutlined />}
      loading={opening}
      onClick={open}
      aria-label={T.newWindowLabel(name)}
      title={T.newWindowLabel(name)}
    >
      {T.newWindow}
    </Button>
  );
}

function Centred({ children }: { children: ReactNode }) {
  return <main className={styles.centred}>{children}</main>;
}

/**
 * /webview/erp and /webview/gyl (login; bare: no header or footer). A configured system fills the window with a frame
 * of the address a launch answers; one the school has not opened says so plainly (本校尚未开通{name}); while the
 * launch runs a spinner; a failed launch its error with 重试.
 */
export function WebviewPage({ system }: { system: ExternalSystemKey }) {
  const navigate = useNavigate();
  const launch = useLaunch(system);
  const cards = useSystemCards();
  const card = cards.data?.find((c) => c.system === system);
  const name = launch.data?.name || card?.name || EXTERNAL_TEXT.defaultNames[system];
  const notOpen = launch.isError && isNotOpen(launch.error);

  // Not opened: the card's name is waited for, so that the page does not change its words under the reader.
  if (launch.isPending || (notOpen && cards.isPending)) {
    return (
      <Centred>
        <Spinner label={T.loading} />
      </Centred>
    );
  }
  if (notOpen) {
    return (
      <Centred>
        <Result
          status="info"
          title={<h1 className={styles.resultTitle}>{T.notOpen(name)}</h1>}
          subTitle={T.askAdmin}
          extra={
            <Button type="primary" onClick={() => void navigate(paths.root.getHref())}>
              {T.home}
            </Button>
          }
        />
      </Centred>
    );
  }
  if (launch.isError) {
    return (
      <Centred>
        <Result
          status="error"
          title={<h1 className={styles.resultTitle}>{T.failedTitle}</h1>}
          subTitle={messageOf(launch.error, EXTERNAL_TEXT.failed)}
          extra={
            <Button type="primary" loading={launch.isFetching} onClick={() => void launch.refetch()}>
              {EXTERNAL_TEXT.retry}
            </Button>
          }
        />
      </Centred>
    );
  }
  return (
    <div className={styles.shell}>
      <iframe
        className={styles.frame}
        title={T.frameTitle(name)}
        src={launch.data.url}
        allow="fullscreen; clipboard-write"
        // The system works in its frame, but never navigates this page away (no allow-top-navigation).
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads allow-modals"
      />
      <NewWindowButton system={system} name={name} />
    </div>
  );
}

/** /webview/erp. */
export function ErpWebviewPage() {
  return <WebviewPage system="erp" />;
}

/** /webview/gyl. */
export function GylWebviewPage() {
  return <WebviewPage system="gyl" />;
}
