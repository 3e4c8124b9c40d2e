import type { MouseEvent, ReactNode } from 'react';
import { useOpenTarget } from '../hooks/use-open-target';
import { SAME_TAB, type LinkTarget } from '../lib/open-target';

type TargetLinkProps = {
  target: LinkTarget;
  className?: string;
  children: ReactNode;
  title?: string;
  ariaCurrent?: boolean;
};

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A real link (right-click and copy work) whose plain click follows the target's rules:
 * openMode, in-app navigation and the parameterInterface call.
 */
export function TargetLink({ target, className, children, title, ariaCurrent }: TargetLinkProps) {
  const open = useOpenTarget();
  const url = target.url?.trim() || undefined;
  const newTab = Boolean(target.openMode && target.openMode !== SAME_TAB);

  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!url) {
      event.preventDefault();
      return;
    }
    if (isModifiedClick(event) && !target.parameterInterface) return;
    event.preventDefault();
    void open(target);
  };

  return (
    <a
      href={url}
      className={className}
      title={title}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      aria-current={ariaCurrent ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
