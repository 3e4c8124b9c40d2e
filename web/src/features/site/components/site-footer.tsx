import { useLocation } from 'react-router';
import { externalUrls, paths } from '@/config/paths';
import type { SchoolBaseInfo } from '@/api/site';
import { useSchoolBaseInfo } from '../queries';
import { SITE_TEXT } from '../texts';
import { parseContactLines } from '../lib/contact-lines';
import styles from './site-footer.module.css';

const TEXT = SITE_TEXT.footer;

function QrImage({ src, caption }: { src: string | null; caption: string }) {
  if (!src) return null;
  return (
    <figure className={styles.qr}>
      <img src={src} alt={caption} width={96} height={96} loading="lazy" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function ContactLines({ info }: { info: SchoolBaseInfo }) {
  const lines = [
    ...parseContactLines(info.address, TEXT.addressLabel),
    ...parseContactLines(info.phone, TEXT.phoneLabel),
  ];
  return (
    <ul className={styles.contact}>
      {lines.map((line, index) => (
        <li key={`${index}-${line.value}`}>
          <span className={styles.contactLabel}>{line.label}：</span>
          <span>{line.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Spec 01 §2.5: shown only when the school's base info has a phone. */
export function SiteFooter() {
  const { data: info } = useSchoolBaseInfo();
  const { pathname } = useLocation();
  if (!info?.phone) return null;
  const showLogo = pathname !== paths.login.path && Boolean(info.bottomLogo);

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.about}>
          {showLogo ? (
            <img className={styles.logo} src={info.bottomLogo ?? undefined} alt={info.schoolName} loading="lazy" />
          ) : null}
          <h2 className={styles.heading}>{TEXT.contactTitle}</h2>
          <ContactLines info={info} />
        </div>
        <div className={styles.follow}>
          <h2 className={styles.heading}>{TEXT.followTitle}</h2>
          <div className={styles.qrRow}>
            <QrImage src={info.wechatImage} caption={TEXT.wechatCaption} />
            <QrImage src={info.appImage} caption={TEXT.appCaption} />
          </div>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.legal}>
          <span>{TEXT.copyright(info.schoolName || SITE_TEXT.brand)}</span>
          {info.icpNumber ? (
            <a href={externalUrls.icpFiling} target="_blank" rel="noopener noreferrer">
              {TEXT.icpPrefix}
              {info.icpNumber}
            </a>
          ) : null}
          <span className={styles.version}>{TEXT.version}</span>
        </p>
        <p className={styles.disclaimer}>{TEXT.disclaimer}</p>
      </div>
    </footer>
  );
}
