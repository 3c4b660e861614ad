import { Link } from 'react-router';

export function ReportViewerPage() {
  return (
    <div>
      <Link to="/reports" className="text-sm text-teal-700 hover:underline">
        ← Volver a Mis Reportes
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Reporte no encontrado</h1>
    </div>
  );
}
