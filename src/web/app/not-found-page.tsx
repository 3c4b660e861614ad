import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="mt-2 text-slate-500">La dirección que abriste no existe.</p>
      <Link to="/" className="mt-6 inline-block text-teal-700 hover:underline">
        Ir al Dashboard
      </Link>
    </div>
  );
}
