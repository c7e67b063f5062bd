import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** One screen: its h1 (the only one on the page), optional actions beside it, then the content. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <div className="atr-page">
      <div className="atr-page-header">
        <h1>{title}</h1>
        {actions && <div className="atr-page-actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
