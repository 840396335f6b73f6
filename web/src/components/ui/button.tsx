import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { Slot } from './slot';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        warm: 'bg-warm text-warm-foreground hover:bg-warm/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-card hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-11 whitespace-nowrap px-4 sm:h-10',
        sm: 'h-9 whitespace-nowrap px-3',
        lg: 'h-12 whitespace-nowrap px-6 text-base',
        icon: 'size-11 sm:size-10',
        // As tall as its words, which wrap where the line is too narrow for them (Malay's are longer).
        wrap: 'min-h-11 px-4 py-2 text-left sm:min-h-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

/**
 * A button, or (asChild) the link it styles. On a page painted from the server's HTML, a button stays
 * disabled until the page's script runs: until then a tap would do nothing, and a form's submit would
 * go out as the browser's own GET (a password in the address). Links work from the start.
 */
export function Button({ className, variant, size, asChild = false, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={asChild ? disabled : disabled || !hydrated}
      {...props}
    />
  );
}
