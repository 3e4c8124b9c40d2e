import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getCourseSuggestions, type CourseSuggestion } from '@/api/courses';
import { employmentPaths } from '@/config/employment-paths';
import { paths } from '@/config/paths';
import styles from './header-search.module.css';

/** Spec 01 §2.4 texts of the header search. */
export const HEADER_SEARCH_TEXT = {
  coursePlaceholder: '搜索感兴趣的课程',
  jobPlaceholder: '搜索职位、公司',
  label: '搜索',
  suggestions: '课程推荐',
  open: '打开搜索',
} as const;

/** Suggestions wait until typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** docs/courses.md: keywords are 1–30 characters. */
export const KEYWORD_MAX_LENGTH = 30;

function isEmploymentPath(pathname: string): boolean {
  const base = employmentPaths.root.path;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Debounced course suggestions for `keyword` (empty keyword: none, no call). */
function useSuggestions(keyword: string, enabled: boolean): CourseSuggestion[] {
  const [result, setResult] = useState<{ keyword: string; list: CourseSuggestion[] }>({ keyword: '', list: [] });
  const trimmed = keyword.trim();
  useEffect(() => {
    if (!enabled || !trimmed) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getCourseSuggestions(trimmed, controller.signal)
        .then((list) => setResult({ keyword: trimmed, list: Array.isArray(list) ? list : [] }))
        .catch(() => setResult({ keyword: trimmed, list: [] }));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);
  return enabled && trimmed && result.keyword === trimmed ? result.list : [];
}

/**
 * The header search of signed-in users (spec 01 §2.4): courses with a suggestion list (↑/↓, Enter, Esc) on normal
 * pages; jobs on /employment pages, where Enter opens the job search with the typed content.
 */
export function HeaderSearch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const jobs = isEmploymentPath(pathname);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const suggestions = useSuggestions(value, !jobs);
  const showList = open && !jobs && suggestions.length > 0;

  const close = (): void => {
    setOpen(false);
    setActive(-1);
  };
  const finish = (href: string): void => {
    close();
    setExpanded(false);
    inputRef.current?.blur();
    void navigate(href);
  };
  const submit = (): void => {
    const text = value.trim();
    if (jobs) {
      if (text) finish(employmentPaths.search.getHref(text));
      return;
    }
    const chosen = showList && active >= 0 ? suggestions[active] : undefined;
    if (chosen) finish(paths.courseDetail.getHref(chosen.sign));
    else if (text) finish(paths.classPage.getHref(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0 || jobs) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        if (next < -1) return suggestions.length - 1;
        if (next >= suggestions.length) return -1;
        return next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      close();
      if (!showList) setExpanded(false);
    }
  };

  const placeholder = jobs ? HEADER_SEARCH_TEXT.jobPlaceholder : HEADER_SEARCH_TEXT.coursePlaceholder;
  return (
    <div className={expanded ? `${styles.search} ${styles.expanded}` : styles.search}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={HEADER_SEARCH_TEXT.open}
        onClick={() => {
          setExpanded(true);
          setTimeout(() => inputRef.current?.focus(), 0);
        }}
      >
        <SearchOutlined />
      </button>
      <div className={styles.box}>
        <SearchOutlined className={styles.icon} aria-hidden />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={HEADER_SEARCH_TEXT.label}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={placeholder}
          value={value}
          maxLength={KEYWORD_MAX_LENGTH}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            close();
            if (!value) setExpanded(false);
          }}
          onKeyDown={onKeyDown}
        />
        {showList ? (
          <ul id={listId} role="listbox" aria-label={HEADER_SEARCH_TEXT.suggestions} className={styles.popover}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.sign}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.optionActive}` : styles.option}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  finish(paths.courseDetail.getHref(suggestion.sign));
                }}
                onMouseEnter={() => setActive(index)}
                title={suggestion.courseName}
              >
                {suggestion.courseName}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
