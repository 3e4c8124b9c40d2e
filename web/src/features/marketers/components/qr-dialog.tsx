import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { getPromoteQrCode } from '@/api/marketers';
import { MARKETER_TEXT } from '../texts';
import styles from '../pages/marketers.module.css';

const T = MARKETER_TEXT.promote;

/** The link's QR code, fetched through the request layer (it needs the session) and shown as an object URL. */
function QrImage({ sign, name, link }: { sign: string; name: string; link: string }) {
  const qr = useQuery({ queryKey: ['marketers', 'qr', sign], queryFn: () => getPromoteQrCode(sign), staleTime: Infinity, gcTime: 0 });
  useEffect(() => {
    const url = qr.data;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [qr.data]);
  return (
    <div className={styles.qr}>
      {qr.data ? <img src={qr.data} alt={T.qrTitle} /> : qr.isError ? <p>{MARKETER_TEXT.loadFailed}</p> : <Spin />}
      <span className={styles.muted}>{T.qrHint}</span>
      <span className={styles.link}>{link}</span>
      {qr.data ? (
        <a href={qr.data} download={`${name}.png`}>
          {T.download}
        </a>
      ) : null}
    </div>
  );
}

/** The QR code of the marketer's link for one course, with the link and a download. */
export function QrDialog({ course, link, onClose }: { course: { idSign: string; name: string } | null; link: string; onClose: () => void }) {
  return (
    <Modal open={course !== null} title={`${T.qrTitle}：${course?.name ?? ''}`} footer={null} onCancel={onClose} destroyOnHidden>
      {course ? <QrImage key={course.idSign} sign={course.idSign} name={course.name} link={link} /> : null}
    </Modal>
  );
}
