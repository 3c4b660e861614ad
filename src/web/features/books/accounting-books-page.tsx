import { BookOpen, Library } from 'lucide-react';
import { PageHeader } from '@/web/components/layout/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

export function AccountingBooksPage() {
  return (
    <>
      <PageHeader title="Libros Contables" description="El Libro Diario y el Libro Mayor de cada reporte." />
      <div className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        <strong>En Desarrollo.</strong> Los libros contables estarán disponibles muy pronto.
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <BookOpen className="h-5 w-5 text-teal-700" aria-hidden /> Libro Diario
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-slate-600">¡Próximamente!</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Library className="h-5 w-5 text-teal-700" aria-hidden /> Libro Mayor
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-slate-600">¡Próximamente!</CardContent>
        </Card>
      </div>
    </>
  );
}
