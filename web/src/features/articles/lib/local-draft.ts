/**
 * The editor's copy in this browser (docs/articles.md "Editor"): written a moment after each change, restored when
 * it is newer than what the server has, removed once the article is saved. One per article (and one for a new one).
 */
export type LocalDraft = {
  values: { title: string; typeId?: string; summary: string; cover: string; courseId?: string };
  content: string;
  /** ISO time it was written. */
  at: string;
};

const keyOf = (sign: string): string => `xj:article-draft:${sign || 'new'}`;

export function readLocalDraft(sign: string, serverUpdated: string | undefined): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(sign));
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft;
    if (typeof draft?.content !== 'string' || typeof draft.at !== 'string' || !draft.values) return null;
    if (serverUpdated && Date.parse(draft.at) <= Date.parse(serverUpdated)) return null;
    return draft;
  } catch {
    return null; // no storage, or something else under the key
  }
}

export function writeLocalDraft(sign: string, draft: Omit<LocalDraft, 'at'>): void {
  try {
    window.localStorage.setItem(keyOf(sign), JSON.stringify({ ...draft, at: new Date().toISOString() }));
  } catch {
    // storage full or off: the server copy is still saved by the buttons
  }
}

export function clearLocalDraft(sign: string): void {
  try {
    window.localStorage.removeItem(keyOf(sign));
  } catch {
    // nothing to clear
  }
}
