/**
 * The editor's copy in this browser (docs/articles.md "Editor"): written a moment after each change, restored when
 * it is newer than what the server has, removed once the article is saved. One per writer and article (and one for
 * a new one): on a shared school computer, the next teacher does not get the last one's text.
 */
export type LocalDraft = {
  values: { title: string; typeId?: string; summary: string; cover: string; courseId?: string };
  content: string;
  /** ISO time it was written. */
  at: string;
};

const keyOf = (writer: string, sign: string): string => `xj:article-draft:${writer}:${sign || 'new'}`;

export function readLocalDraft(writer: string, sign: string, serverUpdated: string | undefined): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(writer, sign));
    if (!raw) return null;
    const draft = JSON.parse(raw) as LocalDraft;
    if (typeof draft?.content !== 'string' || typeof draft.at !== 'string' || !draft.values) return null;
    if (serverUpdated && Date.parse(draft.at) <= Date.parse(serverUpdated)) return null;
    return draft;
  } catch {
    return null; // no storage, or something else under the key
  }
}

export function writeLocalDraft(writer: string, sign: string, draft: Omit<LocalDraft, 'at'>): void {
  try {
    window.localStorage.setItem(keyOf(writer, sign), JSON.stringify({ ...draft, at: new Date().toISOString() }));
  } catch {
    // storage full or off: the server copy is still saved by the buttons
  }
}

export function clearLocalDraft(writer: string, sign: string): void {
  try {
    window.localStorage.removeItem(keyOf(writer, sign));
  } catch {
    // nothing to clear
  }
}
