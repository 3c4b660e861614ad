import { BookOpen, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';

/** No report yet: nothing to keep books of, so the way forward is the wizard. */
export function BooksEmpty() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
      <BookOpen className="h-10 w-10 text-slate-400" aria-hidden />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">No hay reportes todavía</h2>
        <p className="mt-1 max-w-md text-sm text-slate-500">
          Crea un reporte con el Asistente IA y aquí verás su Libro Diario, su Libro Mayor y su Balance de
          comprobación.
        </p>
      </div>
      <Link
        to="/wizard"
        className="inline-flex h-10 items-center gap-2 rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <Plus className="h-4 w-4" aria-hidden /> Crear mi primer reporte
      </Link>
    </Card>
  );
}
