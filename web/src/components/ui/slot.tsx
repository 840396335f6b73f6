import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = Record<string, unknown> & { className?: string; children?: ReactNode };

/**
 * `asChild`: gives the one child element (a link) the component's props instead of rendering a
 * wrapper. Classes are joined and handlers both run (the child's first); otherwise the child's own
 * props win. Ours rather than Radix's Slot: this is on every page, and React 19 passes refs as props.
 */
export function Slot({ children, className, ...props }: Props) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const merged: Props = { ...props, ...child.props, className: cn(className, child.props.className) };
  for (const [key, handler] of Object.entries(props)) {
    const own = child.props[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof own === 'function') {
      merged[key] = (...args: unknown[]) => {
        own(...args);
        handler(...args);
      };
    }
  }
  return cloneElement(child as ReactElement<Props>, merged);
}
