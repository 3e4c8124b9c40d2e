import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useOpenTarget } from '../hooks/use-open-target';
import { SAME_TAB, type LinkTarget } from '../lib/open-target';

/** What else the anchor may carry: a role, ARIA state, a key handler (a menu's trigger and entries). */
type AnchorExtras = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick' | 'className' | 'title' | 'children'>;

type TargetLinkProps = AnchorExtras & {
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
export function TargetLink({ target, className, children, title, ariaCurrent, ...extras }: TargetLinkProps) {
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
      {...extras}
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
