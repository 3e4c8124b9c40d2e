import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_TEXT } from '../texts';
import type { AgreementDocument } from '../content/agreement-types';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { USER_AGREEMENT } from '../content/user-agreement';
import styles from './agreement-page.module.css';

const DOCUMENTS: AgreementDocument[] = [USER_AGREEMENT, PRIVACY_POLICY];

function AgreementArticle({ document }: { document: AgreementDocument }) {
  return (
    <article id={document.id} className={styles.article}>
      <h2 className={styles.docTitle}>{document.title}</h2>
      <p className={styles.dates}>{document.dates}</p>
      {document.preface.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h3 className={styles.heading}>{section.heading}</h3>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

/** `/agreement`: full screen, no header or footer; from a form it opens in a new window (form=1). */
export function AgreementPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fromForm = search.get('form') === '1';
  const onLeave = (): void => {
    if (fromForm && window.opener !== null) window.close();
    else void navigate(paths.home.getHref());
  };

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{SITE_TEXT.agreement.documentTitle}</h1>
        <nav className={styles.toc}>
          {DOCUMENTS.map((document) => (
            <a key={document.id} href={`#${document.id}`}>
              {document.title}
            </a>
          ))}
        </nav>
      </header>
      <main className={styles.body}>
        {DOCUMENTS.map((document) => (
          <AgreementArticle key={document.id} document={document} />
        ))}
        <div className={styles.actions}>
          <Button type="primary" size="large" onClick={onLeave}>
            {fromForm ? SITE_TEXT.agreement.close : SITE_TEXT.agreement.backHome}
          </Button>
        </div>
      </main>
    </div>
  );
}
