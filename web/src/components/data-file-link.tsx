import { useRef, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { downloadByLink, fileSignOf } from '@/api/downloads';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'onClick'> & {
  /** The file's `downloadUrl` (`/api/v1/file/server/download?fileUrl=<sign>&fileName=…`): kept on the link. */
  href: string;
  /** The file's sign, when the page has it; else the `fileUrl` of `href`. */
  fileSign?: string;
  /** The name the browser saves a modified click's file under. */
  fileName?: string;
};

/**
 * A course or training data file's download link (docs/uploads.md "File download"). A plain click (or Enter) asks for
 * a short-lived address and loads it in a hidden frame: the browser saves the file itself, streamed to disk. A failed
 * request is told; a click while one runs is ignored. A modified click is the browser's own, on the address kept.
 */
export function DataFileLink({ href, fileSign, fileName, children, ...rest }: Props) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const sign = fileSign || fileSignOf(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!sign || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    downloadByLink(sign)
      .catch(() => undefined) // told by downloadByLink
      .finally(() => {
        busy.current = false;
        setPending(false);
      });
  };
  return (
    <a {...rest} href={href} download={fileName ?? ''} aria-busy={pending || undefined} onClick={onClick}>
      {children}
    </a>
  );
}
