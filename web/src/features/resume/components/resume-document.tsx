import type { ResumeDetail, SharedResume } from '@/api/resume';
import { makeDocument, type DocItem, type DocSection } from '../lib/document';
import { RESUME_TEXT } from '../texts';
import styles from './resume-document.module.css';

/** The sections template 2 puts in its sidebar (server/src/resume/pdf.cpp does the same). */
const SIDEBAR_KEYS = new Set(['skills', 'qualification', 'intention']);

function Item({ item }: { item: DocItem }) {
  return (
    <div className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemTitle}>{item.title}</span>
        {item.verified && <span className={styles.badge}>{RESUME_TEXT.verified.badge}</span>}
        {item.period && <span className={styles.period}>{item.period}</span>}
      </div>
      {item.subtitle && <div className={styles.subtitle}>{item.subtitle}</div>}
      {item.body && <p className={styles.body}>{item.body}</p>}
    </div>
  );
}

function Section({ section, bilingual }: { section: DocSection; bilingual: boolean }) {
  return (
    <section className={styles.section} aria-label={section.heading}>
      <h3 className={styles.heading}>
        <span>{section.heading}</span>
        {bilingual && <span className={styles.english}>{section.english}</span>}
      </h3>
      {section.text && <p className={styles.body}>{section.text}</p>}
      {section.chips && (
        <ul className={styles.chips}>
          {section.chips.map((chip) => (
            <li key={chip}>{chip}</li>
          ))}
        </ul>
      )}
      {section.items.map((item, i) => (
        <Item key={`${item.title}-${i}`} item={item} />
      ))}
    </section>
  );
}

/**
 * A resume in one of the seven templates (docs/resume.md "Templates"): the HTML twin of the server's PDF, used as the
 * editor's live preview, the template gallery and the shared page.
 */
export function ResumeDocument({ resume, templateId }: { resume: ResumeDetail | SharedResume; templateId: number }) {
  const doc = makeDocument(resume);
  const id = templateId >= 1 && templateId <= 7 ? templateId : 1;
  const sidebar = id === 2;
  const main = sidebar ? doc.sections.filter((s) => !SIDEBAR_KEYS.has(s.key)) : doc.sections;
  const side = sidebar ? doc.sections.filter((s) => SIDEBAR_KEYS.has(s.key)) : [];
  const photo = doc.photo ? <img className={styles.photo} src={doc.photo} alt={`${doc.name}的照片`} /> : null;
  return (
    <article className={`${styles.page} ${styles[`t${id}`]}`} aria-label={`${doc.name}的简历`} data-template={id}>
      {sidebar ? (
        <aside className={styles.sidebar}>
          {photo}
          <h2 className={styles.name}>{doc.name}</h2>
          <ul className={styles.contactList}>
            {doc.contacts.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          {side.map((s) => (
            <Section key={s.key} section={s} bilingual={false} />
          ))}
        </aside>
      ) : (
        <header className={styles.header}>
          {photo}
          <div className={styles.identity}>
            <h2 className={styles.name}>{doc.name}</h2>
            {doc.headline && <p className={styles.headline}>{doc.headline}</p>}
            <ul className={styles.contacts}>
              {doc.contacts.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        </header>
      )}
      <div className={styles.main}>
        {sidebar && doc.headline && <p className={styles.headline}>{doc.headline}</p>}
        {main.map((s) => (
          <Section key={s.key} section={s} bilingual={id === 6} />
        ))}
      </div>
    </article>
  );
}
