import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyStatement } from './empty-statement';

/** The card around one statement: its title, an optional subtitle, and the friendly empty state. */
export function StatementPanel({
  title,
  subtitle,
  empty,
  emptyHint = `Registra movimientos con el asistente y aquí aparecerá el ${title}.`,
  children,
}: {
  title: string;
  subtitle?: string;
  empty: boolean;
  emptyHint?: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {subtitle && <p className="text-sm text-slate-500">{subtitle}</p>}
      </CardHeader>
      <CardContent>{empty ? <EmptyStatement hint={emptyHint} /> : children}</CardContent>
    </Card>
  );
}
