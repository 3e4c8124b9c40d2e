import { LoadingOverlay } from '@/components/loading-overlay';
import { ArticleEditorPage } from '@/features/articles/pages/article-editor-page';
import { useReader } from './essay-route';

/**
 * `/new-articles`: the editor, in a chunk of its own (tiptap is the largest part of it: readers of /essay do not load
 * it); its copy in the browser is kept per writer.
 */
export function ArticleEditorRoute() {
  const reader = useReader();
  return reader ? <ArticleEditorPage writer={reader.id} backHref={reader.manageHref} /> : <LoadingOverlay />;
}
