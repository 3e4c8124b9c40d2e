import { MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { unreadTotal } from '@/api/messages';
import { paths } from '@/config/paths';
import { badgeText } from '../lib/badge';
import { useUnreadCounts } from '../queries';
import { MESSAGE_TEXT } from '../texts';
import styles from './message-envelope.module.css';

/** Spec 01 §2.4: the envelope beside the avatar, linking to /home/message, with the unread badge. */
export function MessageEnvelope({ loggedIn = true }: { loggedIn?: boolean }) {
  const { data } = useUnreadCounts(loggedIn);
  const total = unreadTotal(data);
  const text = badgeText(total);
  return (
    <Link to={paths.messages.getHref()} className={styles.envelope} aria-label={MESSAGE_TEXT.envelope(total)}>
      <MailOutlined aria-hidden="true" />
      {text ? (
        <span className={styles.badge} data-testid="unread-badge">
          {text}
        </span>
      ) : null}
    </Link>
  );
}
