import { useRef, type ReactNode } from 'react';
import { useFocusKept } from '../hooks/use-focus-kept';

export interface PageProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One screen: its h1 (the only one on the page), optional actions beside it, then the content. When the control
 * holding focus goes (its row deleted), focus comes to the h1 rather than to the body.
 */
export function Page({ title, actions, children }: PageProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusKept(pageRef, headingRef);
  return (
    <div className="atr-page" ref={pageRef}>
      <div className="atr-page-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="atr-page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
