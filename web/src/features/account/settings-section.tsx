import type * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One part of the settings page: a titled card with what it changes. */
export function SettingsSection(props: {
  title: string;
  description: string;
  children: React.ReactNode;
  danger?: boolean;
}) {
  return (
    <Card className={props.danger ? 'border-destructive/40' : undefined}>
      <CardHeader>
        <CardTitle className="text-lg">{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>{props.children}</CardContent>
    </Card>
  );
}

/** A success line under a form, announced to screen readers. */
export function SavedNote({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md bg-primary/10 p-3 text-sm wrap-anywhere">
      {message}
    </p>
  );
}
