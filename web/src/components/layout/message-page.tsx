import type { ReactNode } from 'react';

/**
 * A page that is one message (not found, not built yet, could not load): an optional figure, what
 * happened, and the way on as children.
 */
export function MessagePage({
  figure,
  title,
  text,
  children,
}: {
  figure?: ReactNode;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {figure}
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      {children}
    </main>
  );
}
