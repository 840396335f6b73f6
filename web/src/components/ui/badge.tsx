import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        outline: 'border text-foreground',
        green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
        blue: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200',
        yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
        gray: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
        red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
