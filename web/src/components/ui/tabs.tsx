import * as TabsPrimitive from '@radix-ui/react-tabs';
import type * as React from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** A tab; like Button, disabled on a page painted from the server's HTML until its script runs. */
export function TabsTrigger({ className, disabled, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.Trigger
      disabled={disabled || !hydrated}
      className={cn(
        'inline-flex min-h-10 items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4', className)} {...props} />;
}
