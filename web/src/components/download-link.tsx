import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { downloadFile } from '@/api/downloads';
import { saveBlob } from '@/lib/browser';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'onClick'> & {
  href: string;
  /** The name to save under when the server names none (else the address's last segment). */
  fileName?: string;
};

const lastSegment = (href: string): string => decodeURIComponent(href.split('?')[0].split('/').pop() ?? '');

/**
 * A link to a file behind the session (a data file, an answer file, a template). The address stays on the link; a
 * plain click downloads it through the request layer, so a refusal is told like any call's and `-1001` sends the
 * user to login instead of saving the error as a file. A modified click is the browser's own.
 */
export function DownloadLink({ href, fileName, children, ...rest }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const fallback = fileName || lastSegment(href);
    downloadFile(href, fallback).then(
      ({ blob, name }) => saveBlob(blob, name || fallback),
      () => undefined, // told by the request layer
    );
  };
  return (
    <a {...rest} href={href} download={fileName ?? ''} onClick={onClick}>
      {children}
    </a>
  );
}
